// The provider's payment building blocks as plain functions, cross-checked against the storefront's
// lib/payment modules they re-implement: the HMAC canonical string and signatures (fixed openssl
// vectors, random fields, both kinds), freshness on a fake clock, the BR Code and its CRC, the UPI
// link, card and CPF rules; and the log redaction, settings, texts and receipts.
import { randomBytes } from 'node:crypto';
import * as libBrCode from '@/lib/payment/br-code';
import * as libCard from '@/lib/payment/card';
import * as libCpf from '@/lib/payment/cpf';
import * as libHmac from '@/lib/bff/payment/hmac';
import { MemoryNonceStore } from '@/lib/server/nonces';
import * as libUpi from '@/lib/payment/upi';
import { catalogueOf, MESSAGE_KEYS } from '../../../../reference-provider/src/http/messages';
import type { Handler } from '../../../../reference-provider/src/http/context';
import { urlForLog } from '../../../../reference-provider/src/http/log';
import { Router } from '../../../../reference-provider/src/http/router';
import { cardBrand, checkCard, TEST_CARDS } from '../../../../reference-provider/src/payments/cards';
import { callbackRetryDelaysFromEnv, paymentSettingsFromEnv } from '../../../../reference-provider/src/payments/config';
import { chargeFor, convertCents, formatRate, parseRate, type QuoteRow } from '../../../../reference-provider/src/payments/exchange';
import { newOrderId, requestHash, withOrderId } from '../../../../reference-provider/src/payments/orders';
import { PAGE_KEYS, pageText } from '../../../../reference-provider/src/payments/pages';
import { buildBrCode, buildUpiLink, centsToDecimal, crc16CcittFalse, foldToAscii } from '../../../../reference-provider/src/payments/qr-codes';
import { purchaseReceipt, topUpReceipt } from '../../../../reference-provider/src/payments/receipt';
import * as signing from '../../../../reference-provider/src/payments/signing';
import { cpfDigits, createForm, idempotencyKey, isReturnUrl, upiForm } from '../../../../reference-provider/src/payments/validation';

const SECRET = 'test-secret-for-payment-signatures-0123456789';

// The fixed vectors of tests/unit/lib/bff/payment/hmac.test.ts, computed with openssl.
const REQUEST: libHmac.RequestFields = {
  token: 'svc_7f3a9c',
  orderId: 'ORD-1042',
  date: '2026-03-14T15:09:26.000Z',
  amount: 12345,
  currency: 'EUR',
  ip: '203.0.113.7',
  nonce: 'bm9uY2Utbm9uY2UtMDE',
  expiresAt: '2026-03-14T15:24:26.000Z',
  returnUrl: 'https://shop.example/profile',
  callbackUrl: 'https://shop.example/api/payment/callback',
};
const REQUEST_SIGNATURE = '4705f536bdb428d999007b0a336925c0783d29009a8fe7793d637e4ac9180c94';
const CALLBACK: libHmac.CallbackFields = {
  token: 'svc_7f3a9c',
  orderId: 'ORD-1042',
  date: '2026-03-14T15:10:00.000Z',
  amount: 12345,
  currency: 'EUR',
  ip: '203.0.113.7',
  nonce: 'Y2FsbGJhY2stbm9uY2UtMDE',
  expiresAt: '2026-03-14T15:25:00.000Z',
  status: 'paid',
};
const CALLBACK_SIGNATURE = 'a9decd05c366085b6e397151d414e1c309188cd355efdcccc8d75dfecf9353a0';

const asString = (fields: libHmac.RequestFields | libHmac.CallbackFields) => ({
  ...fields,
  date: String(fields.date),
  expiresAt: String(fields.expiresAt),
});

describe('the HMAC canonical string is the storefront one, byte for byte', () => {
  test('the fixed openssl vectors', () => {
    const request = { ...asString(REQUEST), kind: 'request' as const } as signing.SignedMessage;
    const callback = { ...asString(CALLBACK), kind: 'callback' as const } as signing.SignedMessage;
    expect(signing.canonicalString(request)).toBe(libHmac.canonicalString({ ...REQUEST, kind: 'request' }));
    expect(signing.canonicalString(callback)).toBe(libHmac.canonicalString({ ...CALLBACK, kind: 'callback' }));
    expect(signing.sign(request, SECRET)).toBe(REQUEST_SIGNATURE);
    expect(signing.sign(callback, SECRET)).toBe(CALLBACK_SIGNATURE);
    expect(signing.verify(request, REQUEST_SIGNATURE.toUpperCase(), SECRET)).toBe(true);
    // The kind line: a request's signature never verifies as a callback of the same fields.
    expect(signing.verify({ ...asString(REQUEST), status: 'paid', kind: 'callback' } as signing.SignedMessage, REQUEST_SIGNATURE, SECRET)).toBe(false);
  });

  test('random fields, both kinds: same string, same signature, each side verifies the other', () => {
    const ips = ['198.51.100.23', '2001:db8::1', '::1', '10.0.0.255'];
    for (let i = 0; i < 200; i += 1) {
      const date = new Date(Date.UTC(2026, 0, 1) + Math.floor(Math.random() * 1e10));
      const fields = {
        token: `svc_${randomBytes(6).toString('hex')}`,
        orderId: newOrderId(),
        date: date.toISOString(),
        amount: 1 + Math.floor(Math.random() * 1e9),
        currency: 'EUR',
        ip: ips[i % ips.length]!,
        nonce: randomBytes(16).toString('base64url'),
        expiresAt: new Date(date.getTime() + 900_000).toISOString(),
      };
      const request = { ...fields, returnUrl: `https://shop.example/r/${i}?a=b`, callbackUrl: 'http://127.0.0.1:3000/api/payment/callback' };
      const callback = { ...fields, status: (i % 2 === 0 ? 'paid' : 'declined') as 'paid' | 'declined' };
      expect(signing.canonicalString({ ...request, kind: 'request' })).toBe(libHmac.canonicalString({ ...request, kind: 'request' }));
      expect(signing.canonicalString({ ...callback, kind: 'callback' })).toBe(libHmac.canonicalString({ ...callback, kind: 'callback' }));
      const ours = signing.sign({ ...callback, kind: 'callback' }, SECRET);
      expect(ours).toBe(libHmac.signCallback(callback, SECRET));
      expect(libHmac.verifySignature({ ...callback, kind: 'callback' }, ours, SECRET)).toBe(true);
      expect(signing.verify({ ...request, kind: 'request' }, libHmac.signRequest(request, SECRET), SECRET)).toBe(true);
    }
  });

  test.each([
    ['a newline in the token', { token: 'svc\nkind=callback' }],
    ['a space in the token', { token: 'svc 1' }],
    ['an order id with a dot', { orderId: 'ORD.1' }],
    ['a date without milliseconds', { date: '2026-03-14T15:09:26Z' }],
    ['a zero amount', { amount: 0 }],
    ['a fractional amount', { amount: 12.5 }],
    ['a lower-case currency', { currency: 'eur' }],
    ['an upper-case IPv6', { ip: '2001:DB8::1' }],
    ['a short nonce', { nonce: 'short' }],
    ['a javascript: URL', { returnUrl: 'javascript:alert(1)' }],
  ])('%s is refused on both sides', (_, change) => {
    const message = { ...asString(REQUEST), ...change, kind: 'request' as const } as signing.SignedMessage;
    expect(() => signing.canonicalString(message)).toThrow(signing.SignedFieldsError);
    expect(() => libHmac.canonicalString(message as libHmac.SignedMessage)).toThrow(libHmac.SignedFieldsError);
    expect(signing.verify(message, REQUEST_SIGNATURE, SECRET)).toBe(false);
  });

  test('checkRequest on a fake clock: fresh, stale either way, expired, too long-lived, tampered', () => {
    const fields = asString(REQUEST) as signing.RequestFields;
    const at = Date.parse(REQUEST.date as string);
    const check = (now: number, overrides: Partial<signing.RequestFields> = {}, signature = REQUEST_SIGNATURE) =>
      signing.checkRequest({ ...fields, ...overrides }, signature, SECRET, now);
    expect(check(at)).toEqual({ ok: true });
    expect(check(at + 5 * 60_000)).toEqual({ ok: true });
    expect(check(at + 5 * 60_000 + 1)).toEqual({ ok: false, reason: 'stale' });
    expect(check(at - 5 * 60_000 - 1)).toEqual({ ok: false, reason: 'stale' });
    expect(check(at, { amount: 12346 })).toEqual({ ok: false, reason: 'signature' });
    expect(check(at, { amount: 0 })).toEqual({ ok: false, reason: 'malformed' });
    const long = { ...fields, expiresAt: new Date(at + 61 * 60_000).toISOString() };
    expect(check(at, long, signing.sign({ ...long, kind: 'request' }, SECRET))).toEqual({ ok: false, reason: 'stale' });
    const short = { ...fields, expiresAt: new Date(at + 60_000).toISOString() };
    expect(check(at + 60_000, short, signing.sign({ ...short, kind: 'request' }, SECRET))).toEqual({ ok: false, reason: 'expired' });
    expect(() => signing.sign({ ...fields, kind: 'request' }, 'too short')).toThrow(RangeError);
  });

  test('the callback form has the names callbackFromForm reads and verifies there', async () => {
    const form = signing.callbackForm(asString(CALLBACK) as signing.CallbackFields, SECRET);
    expect(form.signature).toBe(CALLBACK_SIGNATURE);
    const parsed = libHmac.callbackFromForm(new URLSearchParams(form))!;
    const check = await libHmac.verifyCallback(parsed.fields, parsed.signature, {
      secret: SECRET,
      nonces: new MemoryNonceStore({ now: () => Date.parse('2026-03-14T15:10:30.000Z') }),
      expected: { orderId: 'ORD-1042', amount: 12345, currency: 'EUR' },
      now: Date.parse('2026-03-14T15:10:30.000Z'),
    });
    expect(check).toEqual({ ok: true, status: 'paid' });
    expect(signing.callbackFromValues((name) => form[name])).toEqual({ fields: asString(CALLBACK), signature: CALLBACK_SIGNATURE });
    expect(signing.callbackFromValues((name) => (name === 'amount' ? '012' : form[name]))).toBeNull();
  });
});

describe('Pix BR Code and UPI link', () => {
  test('CRC16-CCITT-FALSE check value and ASCII folding', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
    expect(crc16CcittFalse('123456789')).toBe(libBrCode.crc16CcittFalse('123456789'));
    expect(foldToAscii('  São   Paulo ', 15)).toBe('Sao Paulo');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(123456)).toBe('1234.56');
  });

  test('the provider BR Code parses with lib/payment/br-code.ts, for many amounts and ids', () => {
    for (let i = 0; i < 100; i += 1) {
      const amountCents = 1 + Math.floor(Math.random() * 1e8);
      const txid = newOrderId();
      const payload = buildBrCode({ key: 'pix@reference-provider.example', merchantName: 'Reference Provider', merchantCity: 'São Paulo', amountCents, txid });
      const parsed = libBrCode.parseBrCode(payload);
      if (!parsed.ok) throw new Error(`${payload}: ${JSON.stringify(parsed)}`);
      expect(parsed.code).toMatchObject({ amountCents, txid, currency: '986', merchantCity: 'Sao Paulo', pointOfInitiation: 'singleUse' });
      expect(payload).toBe(
        libBrCode.buildBrCode({ key: 'pix@reference-provider.example', merchantName: 'Reference Provider', merchantCity: 'São Paulo', amountCents, txid, singleUse: true }),
      );
    }
  });

  test('the provider UPI link is the one lib/payment/upi.ts builds', () => {
    const cases = [
      { vpa: 'referenceshop@okaxis', payeeName: 'Reference Provider', amountCents: 1_012_345, currency: 'INR' as const, note: 'Order ABC', reference: newOrderId() },
      { vpa: 'shop.pay@ybl', payeeName: 'Loja & Cia', amountCents: 5, currency: 'INR' as const, note: 'Presentes 50% off ✓', reference: newOrderId() },
    ];
    for (const charge of cases) {
      expect(buildUpiLink(charge)).toBe(libUpi.buildUpiLink(charge));
      expect(libUpi.parseUpiLink(buildUpiLink(charge))).toMatchObject({ ok: true, link: { amountCents: charge.amountCents, currency: 'INR' } });
    }
  });
});

describe('exchange rates and quotes (exchange.ts)', () => {
  const at = (iso: string) => Date.parse(iso);
  const rate = (text: string) => ({ currency: 'BRL' as const, micros: parseRate(text)!, updatedAt: new Date('2026-11-21T09:00:00Z') });
  const quoteRow = (overrides: Partial<QuoteRow> = {}): QuoteRow => ({
    id: 'Q'.repeat(20),
    user_id: 1,
    currency: 'BRL',
    total_cents: 10_293,
    rate_micros: '6200100',
    amount_minor: '63818',
    created_at: '2026-11-21T10:00:00.000Z',
    expires_at: '2026-11-21T10:15:00.000Z',
    ...overrides,
  });

  test('rates are exact decimals in micro-units, written back without trailing zeros', () => {
    expect(parseRate('6.2001')).toBe(6_200_100n);
    expect(parseRate(6.2001)).toBe(6_200_100n);
    expect(parseRate(' 98 ')).toBe(98_000_000n);
    expect(parseRate('0.000001')).toBe(1n);
    expect(parseRate('1000000')).toBe(1_000_000_000_000n);
    for (const bad of ['0', '0.0000001', '1000000.000001', '-6', '6,2', '6.', '.5', '1e3', '', null, undefined, Number.NaN, {}]) {
      expect({ bad, micros: parseRate(bad) }).toEqual({ bad, micros: null });
    }
    expect(formatRate(6_200_100n)).toBe('6.2001');
    expect(formatRate(98_000_000n)).toBe('98');
    expect(formatRate(1n)).toBe('0.000001');
  });

  test('conversion rounds half up to whole centavos and paise, exactly', () => {
    // 102.93 € × 6.2001 = 638.176293 → R$ 638.18; 1 cent × 6.5 = 6.5 centavos → 7; × 6.4999995 rounds down.
    expect(convertCents(10_293, 6_200_100n)).toBe(63_818);
    expect(convertCents(1, 6_500_000n)).toBe(7);
    expect(convertCents(1, 6_499_999n)).toBe(6);
    expect(convertCents(10_293, 98_453_700n)).toBe(1_013_384);
    expect(convertCents(0, 6_200_100n)).toBe(0);
    // Floats would be off here: 100 × 0.285 is 28.499999999999996 in binary floating point, which rounds to 28.
    expect(convertCents(100, 285_000n)).toBe(29);
    // The largest total an order holds at the largest rate still fits a safe integer.
    expect(convertCents(2_147_483_647, 1_000_000_000_000n)).toBe(2_147_483_647_000_000);
    expect(() => convertCents(-1, 1n)).toThrow(RangeError);
    expect(() => convertCents(1.5, 1n)).toThrow(RangeError);
  });

  test('a charge: the current rate without a quote; the quote’s rate while it holds, or after while the rate is the same', () => {
    const input = { currency: 'BRL' as const, totalCents: 10_293, current: rate('6.5'), now: at('2026-11-21T10:14:59Z') };
    expect(chargeFor({ ...input, quote: undefined })).toEqual({
      ok: true,
      charge: { currency: 'BRL', amount: 66_905, rateMicros: 6_500_000n, quotedAt: new Date(input.now) },
    });
    // Held: the quote's rate, though the rate moved since.
    expect(chargeFor({ ...input, quote: quoteRow() })).toEqual({
      ok: true,
      charge: { currency: 'BRL', amount: 63_818, rateMicros: 6_200_100n, quotedAt: new Date('2026-11-21T10:00:00Z') },
    });
    const expired = { ...input, now: at('2026-11-21T10:15:00Z') };
    expect(chargeFor({ ...expired, quote: quoteRow() })).toEqual({ ok: false, problem: 'quoteChanged' });
    expect(chargeFor({ ...expired, current: rate('6.2001'), quote: quoteRow() })).toMatchObject({ ok: true, charge: { amount: 63_818 } });
    // Another basket total, even while held; another currency or none found.
    expect(chargeFor({ ...input, quote: quoteRow({ total_cents: 10_294 }) })).toEqual({ ok: false, problem: 'quoteChanged' });
    expect(chargeFor({ ...input, quote: quoteRow({ currency: 'INR' }) })).toEqual({ ok: false, problem: 'quoteUnknown' });
    expect(chargeFor({ ...input, quote: null })).toEqual({ ok: false, problem: 'quoteUnknown' });
  });
});

describe('cards and payers', () => {
  test('the test cards are valid cards of their brands for lib/payment/card.ts', () => {
    for (const [number, card] of Object.entries(TEST_CARDS)) {
      expect(libCard.luhnValid(number)).toBe(true);
      expect(libCard.cardNumberProblem(number)).toBeNull();
      expect(cardBrand(number)).toBe(card.brand);
      expect(libCard.cardBrand(number)).toBe(card.brand);
    }
    expect(new Set(Object.values(TEST_CARDS).map((card) => card.outcome))).toEqual(
      new Set(['approve', '3ds', '3ds-redirect', 'declined', 'insufficient_funds']),
    );
  });

  test('brands by prefix agree with lib/payment/card.ts', () => {
    for (let prefix = 10_000_000; prefix < 99_999_999; prefix += 99_991) {
      expect(cardBrand(String(prefix))).toBe(libCard.cardBrand(String(prefix)));
    }
    for (const prefix of ['22000000', '22049999', '22050000', '22210000', '27209999', '27210000', '34000000', '37000000', '51000000', '55999999', '40117800']) {
      expect(cardBrand(prefix)).toBe(libCard.cardBrand(prefix));
    }
  });

  test('checkCard on a fake clock: the month of expiry is still valid, the month before is not', () => {
    const now = new Date(Date.UTC(2030, 4, 31, 23, 59));
    const card = (month: string, year: string, extra: Partial<Record<'card_number' | 'cvc', string>> = {}) =>
      checkCard({ card_number: '4242 4242 4242 4242', month, year, cvc: '123', ...extra }, now);
    expect(card('05', '30')).toEqual({ ok: true, card: { number: '4242424242424242', brand: 'Visa', last4: '4242' } });
    expect(card('04', '30')).toEqual({ ok: false, errors: { year: 'cardExpired' } });
    expect(card('00', '30')).toEqual({ ok: false, errors: { month: 'expiryInvalid' } });
    expect(card('5', '30')).toEqual({ ok: false, errors: { month: 'expiryInvalid' } });
    expect(card('05', '30', { cvc: '099' })).toEqual({ ok: false, errors: { cvc: 'cvvInvalid' } });
    expect(card('05', '30', { card_number: '6011111111111117' })).toEqual({ ok: false, errors: { card_number: 'cardBrandUnsupported' } });
    expect(card('05', '30', { card_number: '4242424242424241' })).toEqual({ ok: false, errors: { card_number: 'cardNumberInvalid' } });
    // The brand's own lengths (card-validator): Visa issues no 17-digit numbers, Mir does; an Elo
    // number starting with 4 is not a Visa.
    expect(card('05', '30', { card_number: '41111111000000005' })).toEqual({ ok: false, errors: { card_number: 'cardNumberInvalid' } });
    expect(card('05', '30', { card_number: '22000000000000004' })).toMatchObject({ ok: true, card: { brand: 'Mir', last4: '0004' } });
    expect(card('05', '30', { card_number: '4011780000000006' })).toEqual({ ok: false, errors: { card_number: 'cardBrandUnsupported' } });
    expect(card('05', '30', { card_number: '3782 822463 10005', cvc: '0042' })).toMatchObject({ ok: true, card: { brand: 'AmericanExpress' } });
    expect(checkCard({ card_number: 4242424242424242, month: 5, year: 30, cvc: 123 }, now)).toEqual({
      ok: false,
      errors: { card_number: 'required', month: 'required', year: 'required', cvc: 'required' },
    });
  });

  test('the CPF agrees with lib/payment/cpf.ts', () => {
    const samples = ['529.982.247-25', '52998224725', '111.111.111-11', '529.982.247-24', '12345678909', '1234567890', '123.456.78909'];
    for (let i = 0; i < 2000; i += 1) samples.push(String(Math.floor(Math.random() * 1e11)).padStart(11, '0'));
    for (const sample of samples) expect({ sample, valid: cpfDigits(sample) !== null }).toEqual({ sample, valid: libCpf.isCpfValid(sample) });
  });

  test('forms: order types, top-up bounds, idempotency keys, the UPI payer', () => {
    expect(createForm({}, null)).toEqual({ ok: true, type: 'purchase', replenishment: null });
    expect(createForm({ type: 'balance', replenishmentValue: 10_000 }, null)).toEqual({ ok: true, type: 'balance', replenishment: 10_000 });
    expect(createForm({ type: 'balance', replenishmentValue: 9_999 }, null)).toEqual({ ok: false, errors: { replenishmentValue: 'replenishmentInvalid' } });
    expect(createForm({}, 'spending')).toEqual({ ok: true, type: 'spending', replenishment: null });
    expect(createForm({ type: 'purchase' }, 'spending').ok).toBe(false);
    expect(idempotencyKey(undefined)).toEqual({ ok: true, key: null });
    expect(idempotencyKey(' abcdefgh ')).toEqual({ ok: true, key: 'abcdefgh' });
    expect(idempotencyKey('abc')).toEqual({ ok: false });
    expect(idempotencyKey('a'.repeat(65))).toEqual({ ok: false });
    const upi = upiForm({
      FirstName: 'Aarav',
      AccountNumber: '1234 5678 9012',
      email: 'a@example.in',
      phone: '+91 (987) 654-3210',
      zip: '110001',
      address: 'Somewhere 1',
      success_url: 'https://s.example/ok',
      decline_url: 'https://s.example/no',
      cancel_url: 'https://s.example/cancel',
    });
    expect(upi.ok).toBe(true);
    // A literal {order_id} is allowed in the return URLs; the URL must stay valid (and ≤ 2048) with the id in it.
    expect(isReturnUrl('https://s.example/en/payment-confirm/{order_id}')).toBe(true);
    expect(isReturnUrl('https://s.example/payment-error/{order_id}?again={order_id}')).toBe(true);
    expect(isReturnUrl(`https://s.example/${'a'.repeat(2020)}/{order_id}`)).toBe(false);
    expect(isReturnUrl('ftp://s.example/{order_id}')).toBe(false);
    expect(withOrderId('https://s.example/x/{order_id}?o={order_id}', 'ABC')).toBe('https://s.example/x/ABC?o=ABC');
    expect(requestHash({ b: 1, a: 2 })).toBe(requestHash({ a: 2, b: 1 }));
  });
});

describe('log lines, settings and texts', () => {
  const router = new Router<Handler>()
    .add('GET', '/acquirer/3ds', async () => undefined)
    .add('GET', '/acquirer/pay/:token', async () => undefined)
    .add('POST', '/api/card-type', async () => undefined);

  test('urlForLog hides payment handles, signatures and card-like digit runs', () => {
    const md = 'g-BPhfwtuSeWsssGxo96txUcxB1JtBSBz927qFAHm1o';
    expect(urlForLog(router, `/acquirer/3ds?MD=${md}&PaReq=eyJ2IjoxfQ&TermUrl=https%3A%2F%2Fshop`)).toBe(
      '/acquirer/3ds?MD=***&PaReq=***&TermUrl=https%3A%2F%2Fshop',
    );
    expect(urlForLog(router, `/acquirer/pay/${md}`)).toBe('/acquirer/pay/***');
    expect(urlForLog(router, '/api/card-type?number=4242424242424242&cvc=737&lang=en')).toBe('/api/card-type?number=***&cvc=***&lang=en');
    expect(urlForLog(router, '/api/card-type?q=4242+4242+4242+4242&p=4242-4242-4242-4242&r=4242%204242%204242%204242')).toBe(
      '/api/card-type?q=***&p=***&r=***',
    );
    expect(urlForLog(router, '/api/card-type?signature=abc&nonce=def&page=2')).toBe('/api/card-type?signature=***&nonce=***&page=2');
    expect(urlForLog(router, '/api/products/1234?offset=20')).toBe('/api/products/1234?offset=20');
  });

  test('settings: no secret unless the environment gives one, refused when short; retry delays', () => {
    expect(paymentSettingsFromEnv({}).acquirerSecret).toBeNull();
    expect(paymentSettingsFromEnv({ NODE_ENV: 'production' }).acquirerSecret).toBeNull();
    expect(paymentSettingsFromEnv({ NODE_ENV: 'production', ACQUIRER_SECRET: 'x'.repeat(32) }).acquirerSecret).toBe('x'.repeat(32));
    expect(() => paymentSettingsFromEnv({ ACQUIRER_SECRET: 'short' })).toThrow(/32 bytes/);
    expect(() => paymentSettingsFromEnv({ PAYMENT_CURRENCY: 'euro' })).toThrow(/PAYMENT_CURRENCY/);
    expect(() => paymentSettingsFromEnv({ UPI_VPA: 'not a vpa' })).toThrow(/UPI_VPA/);
    expect(paymentSettingsFromEnv({ ACQUIRER_PUBLIC_URL: 'https://pay.example/' }).publicUrl).toBe('https://pay.example');
    expect(() => paymentSettingsFromEnv({ ACQUIRER_PUBLIC_URL: 'https://pay.example/path' })).toThrow(/ACQUIRER_PUBLIC_URL/);
    expect(paymentSettingsFromEnv({}).currency).toBe('EUR');
    expect(paymentSettingsFromEnv({}).quoteLifetimeMs).toBe(15 * 60_000);
    expect(paymentSettingsFromEnv({ PAYMENT_QUOTE_SECONDS: '600' }).quoteLifetimeMs).toBe(600_000);
    for (const bad of ['0', '3601', 'soon', '1.5']) expect(() => paymentSettingsFromEnv({ PAYMENT_QUOTE_SECONDS: bad })).toThrow(/PAYMENT_QUOTE_SECONDS/);
    expect(callbackRetryDelaysFromEnv({})).toBeUndefined();
    expect(callbackRetryDelaysFromEnv({ ACQUIRER_CALLBACK_RETRY_MS: '10, 20,30' })).toEqual([10, 20, 30]);
    expect(() => callbackRetryDelaysFromEnv({ ACQUIRER_CALLBACK_RETRY_MS: 'soon' })).toThrow();
  });

  test('every message and page text exists in the four languages with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of MESSAGE_KEYS) {
      const en = catalogueOf('en')[key];
      for (const locale of ['pt-BR', 'ru', 'hi'] as const) {
        expect({ key, locale, placeholders: placeholders(catalogueOf(locale)[key]) }).toEqual({ key, locale, placeholders: placeholders(en) });
      }
    }
    for (const key of PAGE_KEYS) {
      for (const locale of ['pt-BR', 'en', 'ru', 'hi'] as const) {
        const text = pageText(locale, key, { amount: 'A', merchant: 'M', brand: 'B', last4: '1234', order: 'O' });
        expect({ key, locale, leftover: /\{\w+\}/.test(text) }).toEqual({ key, locale, leftover: false });
      }
    }
    expect(catalogueOf('ru').balanceInsufficient).toBe('Недостаточно средств на балансе');
  });

  test('receipts: codes and names escaped in HTML, the cabinet link in the order language', () => {
    const mail = purchaseReceipt(
      { email: 'a@example.com', name: 'Tester1' },
      'hi',
      'ORDER123',
      [{ purchase_id: 1, product_id: 2, name: 'Card <b>&</b>', code: 'AB<CD>', price: 1234 }],
      1234,
      'https://shop.example',
    );
    expect(mail).toMatchObject({ kind: 'order-receipt', locale: 'hi', links: ['https://shop.example/hi/profile'] });
    expect(mail.text).toContain(`Card <b>&</b>: AB<CD> (${new Intl.NumberFormat('hi', { style: 'currency', currency: 'EUR' }).format(12.34)})`);
    expect(mail.html).toContain('Card &lt;b&gt;&amp;&lt;/b&gt;');
    expect(mail.html).toContain('AB&lt;CD&gt;');
    expect(mail.html).not.toContain('<b>&</b>');
    const pix = purchaseReceipt({ email: 'a@example.com', name: 'Tester1' }, 'pt-BR', 'ORDER123', [], 10_293, 'https://shop.example', { currency: 'BRL', amount: 63_818 });
    const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(638.18);
    const eur = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'EUR' }).format(102.93);
    expect(pix.text).toContain(`Total pago: ${brl} (${eur})`);
    const topUp = topUpReceipt({ email: 'a@example.com', name: 'Tester1' }, 'pt-BR', 'ORDER123', 10_000, 12_345, 'https://shop.example');
    expect(topUp.links).toEqual(['https://shop.example/profile']);
    expect(topUp.text).toContain(new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'EUR' }).format(123.45));
  });
});
