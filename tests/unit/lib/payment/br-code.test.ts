// The Pix BR Code: CRC16-CCITT-FALSE check value, the Banco Central do Brasil's published examples, building, parsing and tampering detection; amounts in cents.
import { centsToDecimal, decimalToCents } from '@/lib/payment/amount';
import {
  BrCodeError,
  buildBrCode,
  crc16CcittFalse,
  crc16Hex,
  foldToAscii,
  hasValidCrc,
  parseBrCode,
  parseTlv,
  type BrCodeInput,
} from '@/lib/payment/br-code';

// Examples printed in the Banco Central do Brasil's manuals.
/** Manual de Padrões para Iniciação do Pix: static code, random key, no amount. */
const BCB_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
/** Same manual: dynamic code (payload URL instead of a key). */
const BCB_DYNAMIC =
  '00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***630464E4';
/** Same manual: static code with the amount 100.50, composed with a recurrence template (80). */
const BCB_STATIC_WITH_AMOUNT =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406100.505802BR5913Fulano de Tal6008BRASILIA62070503***80740014br.gov.bcb.pix2552pix.example.com/rec/2353c790eefb11eaadc10242ac12000263042875';
/** Manual do BR Code: one code for a card scheme (04), Pix (26, GUI in capitals) and another arrangement (27, 80); 270 characters. */
const BCB_BR_CODE =
  '00020104141234567890123426580014BR.GOV.BCB.PIX0136123e4567-e12b-12d1-a456-42665544000027300012BR.COM.OUTRO011001234567895204000053039865406123.455802BR5917NOME DO RECEBEDOR6008BRASILIA61087007490062190515RP12345678-201980390012BR.COM.OUTRO01190123.ABCD.3456.WXYZ6304AD38';

const RANDOM_KEY = '123e4567-e12b-12d1-a456-426655440000';

/** A textbook bitwise CRC-16/CCITT-FALSE over bytes, written apart from lib/payment/br-code. */
function referenceCrc(bytes: number[]): number {
  let crc = 0xffff;
  for (const byte of bytes) {
    for (let bit = 7; bit >= 0; bit -= 1) {
      const top = ((crc >> 15) & 1) ^ ((byte >> bit) & 1);
      crc = (crc << 1) & 0xffff;
      if (top) crc ^= 0x1021;
    }
  }
  return crc;
}

describe('CRC16-CCITT-FALSE', () => {
  it('gives the standard check value 0x29B1 for "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
    expect(crc16Hex('123456789')).toBe('29B1');
  });

  it('starts at 0xFFFF and writes 4 uppercase hex digits with leading zeros', () => {
    expect(crc16Hex('')).toBe('FFFF');
    const samples = ['A', 'br.gov.bcb.pix', BCB_STATIC, 'x'.repeat(300)];
    for (const sample of samples) {
      expect(crc16Hex(sample)).toMatch(/^[0-9A-F]{4}$/);
      expect(crc16CcittFalse(sample)).toBe(referenceCrc([...Buffer.from(sample, 'ascii')]));
    }
  });

  it.each([
    ['static', BCB_STATIC, '1D3D'],
    ['dynamic', BCB_DYNAMIC, '64E4'],
    ['static with amount and recurrence', BCB_STATIC_WITH_AMOUNT, '2875'],
    ['BR Code manual', BCB_BR_CODE, 'AD38'],
  ])('reproduces the CRC of the %s example', (_name, payload, crc) => {
    expect(payload.slice(-8)).toBe(`6304${crc}`);
    expect(crc16Hex(payload.slice(0, -4))).toBe(crc);
    expect(hasValidCrc(payload)).toBe(true);
  });
});

describe('buildBrCode', () => {
  it('reproduces the manual static example byte for byte', () => {
    expect(buildBrCode({ key: RANDOM_KEY, merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA' })).toBe(BCB_STATIC);
  });

  it('reproduces the static part of the example with the amount 100.50 (from 10050 cents)', () => {
    const code = buildBrCode({ key: RANDOM_KEY, merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA', amountCents: 10050 });
    const staticPart = BCB_STATIC_WITH_AMOUNT.slice(0, BCB_STATIC_WITH_AMOUNT.indexOf('8074'));
    expect(code.slice(0, -8)).toBe(staticPart);
    expect(code.slice(-8, -4)).toBe('6304');
    expect(hasValidCrc(code)).toBe(true);
  });

  it('writes every field of an order payment in its order', () => {
    const code = buildBrCode({
      key: 'pix@loja.example',
      merchantName: 'Loja Digital',
      merchantCity: 'São Paulo',
      amountCents: 12345,
      txid: 'ORD1042',
      singleUse: true,
    });
    expect(parseTlv(code)?.map((field) => field.id)).toEqual(['00', '01', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
    expect(code).toContain('26380014br.gov.bcb.pix0116pix@loja.example');
    expect(code).toContain('52040000530398654061');
    expect(code).toContain('5406123.45');
    expect(code).toContain('5802BR5912Loja Digital6009Sao Paulo');
    expect(code).toContain('62110507ORD1042');
    expect(code.slice(-4)).toBe(crc16Hex(code.slice(0, -4)));
  });

  it('writes amounts with two decimals from cents', () => {
    const amount = (cents: number) => parseBrCode(buildBrCode({ key: RANDOM_KEY, merchantName: 'A', merchantCity: 'B', amountCents: cents }));
    for (const [cents, text] of [
      [1, '0.01'],
      [50, '0.50'],
      [100, '1.00'],
      [123456, '1234.56'],
      [999_999_999_999, '9999999999.99'],
    ] as const) {
      const check = amount(cents);
      expect(check.ok && check.code.fields.find((field) => field.id === '54')?.value).toBe(text);
      expect(check.ok && check.code.amountCents).toBe(cents);
    }
  });

  it('folds the merchant name and city to ASCII and cuts them at 25 and 15', () => {
    expect(foldToAscii('Pão de Açúcar – “Ótica” ☕', 99)).toBe('Pao de Acucar - "Otica"');
    const code = buildBrCode({ key: RANDOM_KEY, merchantName: 'Restaurante e Pizzaria Bom Sabor', merchantCity: 'Teixeira de Freitas' });
    const check = parseBrCode(code);
    expect(check.ok && [check.code.merchantName, check.code.merchantCity]).toEqual(['Restaurante e Pizzaria Bo', 'Teixeira de Fre']);
    expect(code).toMatch(/^[\x20-\x7e]+$/);
    expect(foldToAscii('Porto Seguro  BA', 13)).toBe('Porto Seguro');
  });

  it.each<[string, Partial<BrCodeInput>, string]>([
    ['an empty key', { key: '  ' }, 'key'],
    ['a key with a space', { key: 'a b' }, 'key'],
    ['a key longer than 77', { key: 'k'.repeat(78) }, 'key'],
    ['a name of emoji only', { merchantName: '☕☕' }, 'merchantName'],
    ['an empty city', { merchantCity: '' }, 'merchantCity'],
    ['zero cents', { amountCents: 0 }, 'amount'],
    ['fractional cents', { amountCents: 10.5 }, 'amount'],
    ['an amount over 13 characters', { amountCents: 1_000_000_000_000 }, 'amount'],
    ['a txid with a hyphen', { txid: 'ORD-1' }, 'txid'],
    ['a txid of 26', { txid: 'A'.repeat(26) }, 'txid'],
  ])('refuses %s', (_name, change, code) => {
    const input = { key: RANDOM_KEY, merchantName: 'Loja', merchantCity: 'Recife', ...change };
    expect(() => buildBrCode(input)).toThrow(BrCodeError);
    try {
      buildBrCode(input);
    } catch (error) {
      expect((error as BrCodeError).code).toBe(code);
    }
  });

  it('accepts a 77-character key and a 25-character txid', () => {
    const code = buildBrCode({ key: 'k'.repeat(77), merchantName: 'Loja', merchantCity: 'Recife', txid: 'A'.repeat(25) });
    expect(code.slice(6, 10)).toBe('2699');
    expect(parseBrCode(code).ok).toBe(true);
  });
});

describe('parseBrCode', () => {
  it('reads the manual static example', () => {
    const check = parseBrCode(BCB_STATIC);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.code).toMatchObject({
      key: RANDOM_KEY,
      merchantCategoryCode: '0000',
      currency: '986',
      country: 'BR',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      txid: '***',
      crc: '1D3D',
    });
    expect(check.code.amountCents).toBeUndefined();
    expect(check.code.pointOfInitiation).toBeUndefined();
  });

  it('reads the dynamic, composed and BR Code manual examples', () => {
    const dynamic = parseBrCode(BCB_DYNAMIC);
    expect(dynamic.ok && dynamic.code).toMatchObject({ url: 'pix.example.com/8b3da2f39a4140d1a91abd93113bd441', pointOfInitiation: 'singleUse' });
    const composed = parseBrCode(BCB_STATIC_WITH_AMOUNT);
    expect(composed.ok && composed.code.amountCents).toBe(10050);
    const brCode = parseBrCode(BCB_BR_CODE);
    expect(BCB_BR_CODE).toHaveLength(270);
    expect(brCode.ok && brCode.code).toMatchObject({ key: RANDOM_KEY, amountCents: 12345, txid: 'RP12345678-2019', merchantName: 'NOME DO RECEBEDOR' });
  });

  it('round-trips what buildBrCode writes', () => {
    const inputs: BrCodeInput[] = [
      { key: '12345678909', merchantName: 'Maria', merchantCity: 'Itabela' },
      { key: '+5561912345678', merchantName: 'Loja Digital Ltda', merchantCity: 'Brasília', amountCents: 1999, txid: 'ORD1042', singleUse: true },
      { key: RANDOM_KEY, merchantName: 'Padaria Pão Quente do Zé Ltda', merchantCity: 'Santa Cruz Cabrália', amountCents: 50 },
    ];
    for (const input of inputs) {
      const check = parseBrCode(buildBrCode(input));
      expect(check.ok).toBe(true);
      if (!check.ok) continue;
      expect(check.code.key).toBe(input.key);
      expect(check.code.amountCents).toBe(input.amountCents);
      expect(check.code.txid).toBe(input.txid ?? '***');
      expect(check.code.merchantName).toBe(foldToAscii(input.merchantName, 25));
      expect(check.code.pointOfInitiation).toBe(input.singleUse ? 'singleUse' : undefined);
    }
  });

  it('accepts surrounding whitespace and a lowercase CRC', () => {
    expect(parseBrCode(`  ${BCB_STATIC}\n`).ok).toBe(true);
    expect(parseBrCode(BCB_STATIC.replace(/1D3D$/, '1d3d')).ok).toBe(true);
  });

  it('detects tampering through the CRC', () => {
    // Same length, one letter changed: the structure still parses, the CRC does not match.
    expect(parseBrCode(BCB_STATIC.replace('Fulano', 'Fulana'))).toEqual({ ok: false, problem: 'crc' });
    expect(parseBrCode(BCB_STATIC.replace('123e4567', '123e4568'))).toEqual({ ok: false, problem: 'crc' });
    expect(parseBrCode(`${BCB_STATIC.slice(0, -4)}1D3E`)).toEqual({ ok: false, problem: 'crc' });
    // Adding an amount without recomputing the CRC.
    const withAmount = BCB_STATIC.replace('5303986', '53039865406999.00');
    expect(parseBrCode(withAmount)).toEqual({ ok: false, problem: 'crc' });
    expect(hasValidCrc(BCB_STATIC.replace('Fulano', 'Fulana'))).toBe(false);
  });

  it('detects a broken structure', () => {
    expect(parseBrCode('')).toEqual({ ok: false, problem: 'empty' });
    expect(parseBrCode('hello world')).toEqual({ ok: false, problem: 'format' });
    expect(parseBrCode(BCB_STATIC.replace('5913Fulano de Tal', '5914Fulano de Tal'))).toEqual({ ok: false, problem: 'format' });
    expect(parseBrCode(BCB_STATIC.replace('Fulano', 'Fulanõ'))).toEqual({ ok: false, problem: 'format' });
    expect(parseBrCode(BCB_STATIC.slice(0, -8))).toEqual({ ok: false, problem: 'crcMissing' });
  });

  /** A payload with a right CRC, so that only the Pix rules can refuse it. */
  const signed = (body: string) => `${body}6304${crc16Hex(`${body}6304`)}`;
  const staticBody = BCB_STATIC.slice(0, -8);

  it.each([
    ['not starting with 00 "01"', signed('000202' + staticBody.slice(6)), { problem: 'format' }],
    ['a field given twice', signed(staticBody + '5802BR'), { problem: 'format' }],
    ['another arrangement only', signed('00020127300012BR.COM.OUTRO011001234567895204000053039865802BR5901A6001B62070503***'), { problem: 'notPix' }],
    ['a Pix template without key or URL', signed('00020126180014br.gov.bcb.pix5204000053039865802BR5901A6001B62070503***'), { problem: 'notPix' }],
    ['no merchant name', signed(staticBody.replace('5913Fulano de Tal', '')), { problem: 'missingField', field: '59' }],
    ['another currency', signed(staticBody.replace('5303986', '5303840')), { problem: 'invalidField', field: '53' }],
    ['another country', signed(staticBody.replace('5802BR', '5802PT')), { problem: 'invalidField', field: '58' }],
    ['a zero amount', signed(staticBody.replace('5303986', '530398654040.00')), { problem: 'invalidField', field: '54' }],
    ['an amount with three decimals', signed(staticBody.replace('5303986', '530398654051.005')), { problem: 'invalidField', field: '54' }],
    ['no txid', signed(staticBody.replace('62070503***', '62060102AB')), { problem: 'missingField', field: '62.05' }],
    ['a city over 15', signed(staticBody.replace('6008BRASILIA', '6016BRASILIA DF BRAS')), { problem: 'invalidField', field: '60' }],
  ])('refuses %s even with a right CRC', (_name, payload, refusal) => {
    expect(hasValidCrc(payload)).toBe(true);
    expect(parseBrCode(payload)).toEqual({ ok: false, ...refusal });
  });
});

describe('amounts in cents', () => {
  it('writes cents as a decimal with two decimals without float arithmetic', () => {
    expect([0, 5, 10, 100, 12345, 2 ** 53 - 1].map(centsToDecimal)).toEqual(['0.00', '0.05', '0.10', '1.00', '123.45', '90071992547409.91']);
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
    expect(() => centsToDecimal(-1)).toThrow(RangeError);
  });

  it('reads decimals back', () => {
    expect(['123.45', '10', '0.5', '100.50', '0.01'].map(decimalToCents)).toEqual([12345, 1000, 50, 10050, 1]);
    for (const text of ['', '1.005', '-1', '1e3', ' 1', '1.', '.5', '1,50']) expect(decimalToCents(text)).toBeNull();
  });
});
