// jsdom has no TextEncoder/TextDecoder (jsdom/jsdom#2524); the QR encoder (lean-qr) needs both as
// it loads. Imported first by the tests that render a QR.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
