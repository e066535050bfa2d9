// The Pix "copia e cola" code (BR Code, EMV QRCPS merchant-presented): a builder and a parser that checks its TLV structure and CRC16-CCITT-FALSE.
// Used by the BFF: lib/provider/payment-schemas.ts parses the provider's Pix payload with it, so a
// QR is shown only for a valid code charging the order's reais (docs/payments-contract.md "BFF").
// The builder is the reference the provider's codes are tested against. Browser-safe.
//
// A BR Code is a list of TLV fields: a 2-digit id, a 2-digit length (00–99) and the value. Field
// 63, always last, holds the CRC16-CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF, no
// reflection, no final xor) of the whole code up to and including "6304", as 4 uppercase hex
// digits. References: the Banco Central do Brasil's "Manual de Padrões para Iniciação do Pix"
// (static example in tests) and its BR Code manual.
//
// Decisions:
// - Codes are printable ASCII only (0x20–0x7E): the builder folds the merchant name and city to
//   ASCII (accents dropped), and the parser refuses anything else, so a length is a count of
//   characters and of bytes alike.
// - The parser trims surrounding whitespace (a pasted code often carries a newline) and compares
//   the CRC without regard to case; the builder always writes uppercase.
import { centsToDecimal, decimalToCents, isPositiveCents } from './amount';

export const PIX_GUI = 'br.gov.bcb.pix';
export const BRL_NUMERIC = '986';
export const MERCHANT_NAME_MAX = 25;
export const MERCHANT_CITY_MAX = 15;
export const TXID_MAX = 25;
/** No transaction id: the BR Code writes "***" (the payer's app then makes none up). */
export const NO_TXID = '***';
/** Field 26 holds at most 99 characters: the GUI sub-field takes 18, the key's own header 4. */
export const PIX_KEY_MAX = 99 - (4 + PIX_GUI.length) - 4;
/** Field 54 holds at most 13 characters: "9999999999.99". */
export const AMOUNT_MAX_CENTS = 999_999_999_999;

// ---------------------------------------------------------------------------------------------
// CRC
// ---------------------------------------------------------------------------------------------

/** CRC16-CCITT-FALSE of the text's characters (ASCII, one byte each): "123456789" → 0x29B1. */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    crc ^= (text.charCodeAt(i) & 0xff) << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/** The CRC as field 63 writes it: 4 uppercase hex digits. */
export function crc16Hex(text: string): string {
  return crc16CcittFalse(text).toString(16).toUpperCase().padStart(4, '0');
}

// ---------------------------------------------------------------------------------------------
// Building
// ---------------------------------------------------------------------------------------------

export type BrCodeErrorCode = 'key' | 'merchantName' | 'merchantCity' | 'amount' | 'txid';

/** Thrown by buildBrCode for an input it cannot encode; `code` names the input. */
export class BrCodeError extends Error {
  constructor(
    readonly code: BrCodeErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BrCodeError';
  }
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** The txids the builder writes: letters and digits, up to TXID_MAX (25). */
const BUILT_TXID = /^[A-Za-z0-9]{1,25}$/;
/** The txids the parser reads: printable characters without spaces, up to 25. */
const READ_TXID = /^[\x21-\x7e]{1,25}$/;

function tlv(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`BR Code field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

const TYPOGRAPHIC: Readonly<Record<string, string>> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  ß: 'ss',
  Æ: 'AE',
  æ: 'ae',
  Ø: 'O',
  ø: 'o',
  Œ: 'OE',
  œ: 'oe',
};

/**
 * Text folded to printable ASCII and cut to `max` characters: accents dropped ("São Paulo" →
 * "Sao Paulo"), a few typographic signs replaced, any other character removed, runs of spaces
 * made one, no space at either end.
 */
export function foldToAscii(text: string, max: number): string {
  const folded = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’“”–—ßÆæØøŒœ]/g, (sign) => TYPOGRAPHIC[sign] ?? '')
    .replace(/\s+/g, ' ')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
  return folded.slice(0, max).trimEnd();
}

export interface BrCodeInput {
  /** The receiver's Pix key (CPF/CNPJ digits, +55 phone, e-mail or random key), as registered. */
  key: string;
  /** Up to 25 characters once folded to ASCII; longer names are cut. */
  merchantName: string;
  /** Up to 15 characters once folded to ASCII; longer names are cut. */
  merchantCity: string;
  /** The amount in cents; without it the payer types the amount. */
  amountCents?: number;
  /** Up to 25 letters and digits; "***" (none) by default. */
  txid?: string;
  /** Field 01 "12": the code is for one payment only. Absent by default (like the manual's example). */
  singleUse?: boolean;
}

/**
 * The BR Code of a static Pix charge: fields 00 "01", [01 "12"], 26 (00 GUI br.gov.bcb.pix,
 * 01 key), 52 "0000", 53 "986", [54 amount], 58 "BR", 59 name, 60 city, 62 (05 txid), 63 CRC.
 * Throws BrCodeError when an input cannot be encoded.
 */
export function buildBrCode(input: BrCodeInput): string {
  const key = input.key.trim();
  if (key === '' || key.length > PIX_KEY_MAX || !/^[\x21-\x7e]+$/.test(key)) {
    throw new BrCodeError('key', `The Pix key must be 1 to ${PIX_KEY_MAX} printable ASCII characters without spaces`);
  }
  const name = foldToAscii(input.merchantName, MERCHANT_NAME_MAX);
  if (name === '') throw new BrCodeError('merchantName', 'The merchant name is empty once folded to ASCII');
  const city = foldToAscii(input.merchantCity, MERCHANT_CITY_MAX);
  if (city === '') throw new BrCodeError('merchantCity', 'The merchant city is empty once folded to ASCII');
  if (input.amountCents !== undefined && (!isPositiveCents(input.amountCents) || input.amountCents > AMOUNT_MAX_CENTS)) {
    throw new BrCodeError('amount', `The amount must be a whole number of cents from 1 to ${AMOUNT_MAX_CENTS}`);
  }
  const txid = input.txid ?? NO_TXID;
  if (txid !== NO_TXID && !BUILT_TXID.test(txid)) {
    throw new BrCodeError('txid', `The txid must be 1 to ${TXID_MAX} letters and digits, or "${NO_TXID}"`);
  }

  const fields = [
    tlv('00', '01'),
    input.singleUse ? tlv('01', '12') : '',
    tlv('26', tlv('00', PIX_GUI) + tlv('01', key)),
    tlv('52', '0000'),
    tlv('53', BRL_NUMERIC),
    input.amountCents !== undefined ? tlv('54', centsToDecimal(input.amountCents)) : '',
    tlv('58', 'BR'),
    tlv('59', name),
    tlv('60', city),
    tlv('62', tlv('05', txid)),
  ].join('');
  const withCrcHeader = `${fields}6304`;
  return withCrcHeader + crc16Hex(withCrcHeader);
}

// ---------------------------------------------------------------------------------------------
// Parsing
// ---------------------------------------------------------------------------------------------

export interface TlvField {
  id: string;
  value: string;
}

/** The TLV fields of a text, or null when it is not a whole number of well-formed fields. */
export function parseTlv(text: string): TlvField[] | null {
  const fields: TlvField[] = [];
  let at = 0;
  while (at < text.length) {
    const header = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(header)) return null;
    const length = Number(header.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) return null;
    fields.push({ id: header.slice(0, 2), value });
    at += 4 + length;
  }
  return fields;
}

/** What a valid Pix BR Code says. */
export interface ParsedBrCode {
  /** Field 01: "11" reusable, "12" single use; absent when the code does not say. */
  pointOfInitiation?: 'reusable' | 'singleUse';
  /** The Pix key (static code), or … */
  key?: string;
  /** … the payload URL of a dynamic code (sub-field 25). */
  url?: string;
  merchantCategoryCode: string;
  currency: string;
  amountCents?: number;
  country: string;
  merchantName: string;
  merchantCity: string;
  txid: string;
  crc: string;
  /** Every top-level field, in order. */
  fields: TlvField[];
}

export type BrCodeProblem =
  /** Nothing but whitespace. */
  | 'empty'
  /** Not printable ASCII, not TLV, not starting with 00 "01", or a field given twice. */
  | 'format'
  /** No field 63 of 4 characters at the end. */
  | 'crcMissing'
  /** Field 63 does not match the code: altered or damaged. */
  | 'crc'
  /** No merchant account template (26–51) with the GUI br.gov.bcb.pix and a key or URL. */
  | 'notPix'
  /** A field the Pix arrangement requires is missing. */
  | 'missingField'
  /** A field has a value the Pix arrangement does not allow. */
  | 'invalidField';

export type BrCodeCheck = { ok: true; code: ParsedBrCode } | { ok: false; problem: BrCodeProblem; field?: string };

/** Whether the last 4 characters are the CRC of everything before them, "6304" included. */
export function hasValidCrc(payload: string): boolean {
  const text = payload.trim();
  if (!/6304[0-9A-Fa-f]{4}$/.test(text)) return false;
  return crc16Hex(text.slice(0, -4)) === text.slice(-4).toUpperCase();
}

function subFields(value: string): Map<string, string> | null {
  const fields = parseTlv(value);
  if (!fields) return null;
  const map = new Map<string, string>();
  for (const field of fields) {
    if (map.has(field.id)) return null;
    map.set(field.id, field.value);
  }
  return map;
}

/**
 * Checks a pasted or received BR Code: structure, CRC, then the fields the Pix arrangement
 * requires (00 "01", a 26–51 template with the GUI br.gov.bcb.pix and a key (01) or URL (25),
 * 52 of 4 digits, 53 "986", optional 54 positive amount, 58 "BR", 59 of 1–25, 60 of 1–15,
 * 62 with a 05 txid of 1–25 printable characters without spaces; the builder is stricter and
 * writes only letters and digits or "***", as the Pix manual asks of static codes).
 */
export function parseBrCode(payload: string): BrCodeCheck {
  const text = payload.trim();
  if (text === '') return { ok: false, problem: 'empty' };
  if (!PRINTABLE_ASCII.test(text)) return { ok: false, problem: 'format' };
  const fields = parseTlv(text);
  if (!fields || fields[0]?.id !== '00' || fields[0].value !== '01') return { ok: false, problem: 'format' };

  const last = fields[fields.length - 1];
  if (!last || last.id !== '63' || last.value.length !== 4) return { ok: false, problem: 'crcMissing' };
  const byId = new Map<string, string>();
  for (const field of fields) {
    if (byId.has(field.id)) return { ok: false, problem: 'format' };
    byId.set(field.id, field.value);
  }
  if (!hasValidCrc(text)) return { ok: false, problem: 'crc' };

  let key: string | undefined;
  let url: string | undefined;
  let pix = false;
  for (const field of fields) {
    const id = Number(field.id);
    if (id < 26 || id > 51) continue;
    const template = subFields(field.value);
    if (!template) return { ok: false, problem: 'format' };
    if (template.get('00')?.toLowerCase() !== PIX_GUI) continue;
    pix = true;
    key = template.get('01');
    url = template.get('25');
    break;
  }
  if (!pix || (key === undefined) === (url === undefined) || (key ?? url) === '') return { ok: false, problem: 'notPix' };

  const required = (id: string) => byId.get(id);
  for (const id of ['52', '53', '58', '59', '60', '62']) {
    if (required(id) === undefined) return { ok: false, problem: 'missingField', field: id };
  }
  const invalid = (field: string): BrCodeCheck => ({ ok: false, problem: 'invalidField', field });

  const initiation = byId.get('01');
  if (initiation !== undefined && initiation !== '11' && initiation !== '12') return invalid('01');
  const mcc = required('52') as string;
  if (!/^\d{4}$/.test(mcc)) return invalid('52');
  if (required('53') !== BRL_NUMERIC) return invalid('53');
  let amountCents: number | undefined;
  const amount = byId.get('54');
  if (amount !== undefined) {
    const cents = decimalToCents(amount);
    if (cents === null || cents <= 0) return invalid('54');
    amountCents = cents;
  }
  if (required('58') !== 'BR') return invalid('58');
  const name = required('59') as string;
  if (name.length < 1 || name.length > MERCHANT_NAME_MAX) return invalid('59');
  const city = required('60') as string;
  if (city.length < 1 || city.length > MERCHANT_CITY_MAX) return invalid('60');
  const additional = subFields(required('62') as string);
  if (!additional) return invalid('62');
  const txid = additional.get('05');
  if (txid === undefined) return { ok: false, problem: 'missingField', field: '62.05' };
  // Read leniently: the BR Code manual's own example carries "RP12345678-2019".
  if (!READ_TXID.test(txid)) return invalid('62.05');

  return {
    ok: true,
    code: {
      ...(initiation !== undefined ? { pointOfInitiation: initiation === '12' ? 'singleUse' : 'reusable' } : {}),
      ...(key !== undefined ? { key } : {}),
      ...(url !== undefined ? { url } : {}),
      merchantCategoryCode: mcc,
      currency: BRL_NUMERIC,
      ...(amountCents !== undefined ? { amountCents } : {}),
      country: 'BR',
      merchantName: name,
      merchantCity: city,
      txid,
      crc: last.value.toUpperCase(),
      fields,
    },
  };
}
