// Nothing but JSON lines on the production server's stdout, so a log collector parses every line.
// The storefront's own lines are JSON already (pino, lib/server/log.ts); Next's start-up banner
// ("▲ Next.js …", "- Local: …", "✓ Ready in …"), its warnings and whatever else prints through
// `console` (the server cache's messages in lib/server/redis-cache-store.mjs and cache-handler.mjs)
// are not. `npm run build` puts `require('./json-stdout.cjs').installJsonStdout()` at the top of the standalone
// server.js (scripts/lib/processes.mjs), before Next loads, and this file beside it:
// - console.log/info/debug/trace/warn/error write one JSON line each on stdout, with `level`
//   (info, debug, warn, error), `time` (ISO 8601), `service` and `msg` (the formatted text,
//   colours removed), as pino's lines have;
// - any other text written to stdout that is not a JSON line becomes one (level info).
// stderr is left alone: the start refused for a bad environment stays one plain line there.
// Plain CommonJS without dependencies: it runs before anything else is loaded.
'use strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, loaded by server.js before anything else
const { format } = require('node:util');

const SERVICE = 'storefront';
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
const CONSOLE_LEVELS = { log: 'info', info: 'info', debug: 'debug', trace: 'debug', warn: 'warn', error: 'error' };

/** One JSON line. */
function jsonLine(level, text, now) {
  return `${JSON.stringify({ level, time: now(), service: SERVICE, msg: text.replace(ANSI, '').replace(/\s+$/, '') })}\n`;
}

function isJsonLine(line) {
  return line.startsWith('{') && line.endsWith('}');
}

/** The text of one stdout write as JSON lines: JSON lines as they are, every other line wrapped. */
function asJsonLines(text, now) {
  // The common case, a pino line: passed through untouched.
  if (text.startsWith('{') && text.indexOf('\n') === text.length - 1 && isJsonLine(text.slice(0, -1))) return text;
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => (isJsonLine(line.trim()) ? `${line.trim()}\n` : jsonLine('info', line, now)))
    .join('');
}

/**
 * Turns `stream` (stdout) and `target` (the console) JSON-only. Idempotent per stream. `now` gives
 * the time (tests fix it).
 */
function installJsonStdout(stream = process.stdout, target = console, now = () => new Date().toISOString()) {
  if (stream.__jsonOnly) return;
  Object.defineProperty(stream, '__jsonOnly', { value: true });
  const write = stream.write.bind(stream);
  stream.write = function jsonWrite(chunk, encoding, callback) {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString(typeof encoding === 'string' ? encoding : 'utf8');
    const lines = asJsonLines(text, now);
    if (typeof encoding === 'function') return write(lines, encoding);
    return lines === '' ? (callback?.(), true) : write(lines, callback);
  };
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    target[method] = (...args) => {
      write(jsonLine(level, format(...args), now));
    };
  }
}

module.exports = { installJsonStdout, asJsonLines, jsonLine };
