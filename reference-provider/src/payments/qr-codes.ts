// The payment codes of the QR methods (the storefront's lib/payment/br-code.ts and upi.ts rules,
// re-implemented: the provider is a program of its own): the Pix BR Code ("copia e cola") with its
// CRC16-CCITT-FALSE, and the UPI "upi://pay" link. Amounts come in integer minor units: the
// centavos of a BR Code (always reais, field 53 = 986), the paise of a UPI link in rupees.

/** Cents as "123.45", without float arithmetic. */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not a whole number of cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final xor) of ASCII text. */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    crc ^= (text.charCodeAt(i) & 0xff) << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

function tlv(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`BR Code field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Text folded to printable ASCII (accents dropped, other characters removed), cut to `max`. */
export function foldToAscii(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trimEnd();
}

export interface PixCharge {
  key: string;
  merchantName: string;
  merchantCity: string;
  amountCents: number;
  /** 1–25 letters and digits: the order id. */
  txid: string;
}

/**
 * A single-use Pix BR Code: 00 "01", 01 "12", 26 (00 br.gov.bcb.pix, 01 key), 52 "0000", 53 "986",
 * 54 amount, 58 "BR", 59 name (≤ 25), 60 city (≤ 15), 62 (05 txid), 63 CRC.
 */
export function buildBrCode(charge: PixCharge): string {
  if (!/^[\x21-\x7e]{1,77}$/.test(charge.key)) throw new RangeError('The Pix key must be 1 to 77 printable characters');
  if (!/^[A-Za-z0-9]{1,25}$/.test(charge.txid)) throw new RangeError('The txid must be 1 to 25 letters and digits');
  if (!Number.isSafeInteger(charge.amountCents) || charge.amountCents <= 0) throw new RangeError('The amount must be positive cents');
  const name = foldToAscii(charge.merchantName, 25) || 'Shop';
  const city = foldToAscii(charge.merchantCity, 15) || 'Sao Paulo';
  const fields = [
    tlv('00', '01'),
    tlv('01', '12'),
    tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('01', charge.key)),
    tlv('52', '0000'),
    tlv('53', '986'),
    tlv('54', centsToDecimal(charge.amountCents)),
    tlv('58', 'BR'),
    tlv('59', name),
    tlv('60', city),
    tlv('62', tlv('05', charge.txid)),
  ].join('');
  const withHeader = `${fields}6304`;
  return withHeader + crc16CcittFalse(withHeader).toString(16).toUpperCase().padStart(4, '0');
}

export interface UpiCharge {
  vpa: string;
  payeeName: string;
  amountCents: number;
  currency: string;
  note: string;
  reference: string;
}

const encode = (value: string) => encodeURIComponent(value).replace(/%40/g, '@');
const oneLine = (value: string, max: number) => [...value.trim().replace(/\s+/g, ' ').replace(/\p{Cc}/gu, '')].slice(0, max).join('');

/** upi://pay?pa=…&pn=…&am=…&cu=…&tn=…&tr=…, each value percent-encoded ("@" kept). */
export function buildUpiLink(charge: UpiCharge): string {
  const parameters: [string, string][] = [
    ['pa', charge.vpa],
    ['pn', oneLine(charge.payeeName, 99)],
    ['am', centsToDecimal(charge.amountCents)],
    ['cu', charge.currency],
    ['tn', oneLine(charge.note, 80)],
    ['tr', charge.reference],
  ];
  return `upi://pay?${parameters.map(([name, value]) => `${name}=${encode(value)}`).join('&')}`;
}
