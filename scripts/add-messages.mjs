#!/usr/bin/env node
// Merges translations into messages/*.json without rewriting other keys: several people (and
// helpers) add namespaces at once, so each change is a read-merge-write of the current file.
// Usage: node scripts/add-messages.mjs path/to/additions.json
// additions.json: {"en": {"Namespace": {...}}, "pt-BR": {...}, "ru": {...}, "hi": {...}}
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES = ['pt-BR', 'en', 'ru', 'hi'];

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value) && target[key] && typeof target[key] === 'object') merge(target[key], value);
    else target[key] = value;
  }
  return target;
}

const additions = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const missing = LOCALES.filter((locale) => !additions[locale]);
if (missing.length) {
  console.error(`add-messages: no translations for ${missing.join(', ')}`);
  process.exit(1);
}
for (const locale of LOCALES) {
  const file = join(process.cwd(), 'messages', `${locale}.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, `${JSON.stringify(merge(messages, additions[locale]), null, 2)}\n`);
}
console.log(`add-messages: merged into ${LOCALES.length} files`);
