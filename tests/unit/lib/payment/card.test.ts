// Card rules of the card modal (docs/product/validation.md): number blocks while typing, brands, completeness, the once-per-prefix lookup, Luhn, the MM/YY mask, CVV and the shared zod schemas.
import {
  cardBrand,
  cardDigits,
  cardFormSchema,
  cardNumberProblem,
  cardTypePrefix,
  cvvProblem,
  expiryProblem,
  formatCardNumber,
  formatCvv,
  formatExpiry,
  isCardNumberComplete,
  isCvvValid,
  isExpiryInPast,
  luhnValid,
  makeCardFormSchema,
  makeCardPaymentSchema,
  nextCardTypeLookup,
  parseExpiry,
  toCardPaymentFields,
} from '@/lib/payment/card';
import { PAYMENT_VALIDATION_KEYS } from '@/lib/payment/validation-keys';
import { firstErrors } from '@/lib/validation/account';

/** What the input shows after each keystroke, each applied to what the input showed before. */
function typeInto(format: (value: string) => string, keys: string[], start = ''): string[] {
  const shown: string[] = [];
  let value = start;
  for (const key of keys) {
    value = format(key === 'Backspace' ? value.slice(0, -1) : value + key);
    shown.push(value);
  }
  return shown;
}

describe('card number while typing', () => {
  it('groups the digits 4-4-4 and then up to 7, as typed', () => {
    const shown = typeInto(formatCardNumber, '4111111111111111999'.split(''));
    expect(shown[3]).toBe('4111');
    expect(shown[4]).toBe('4111 1');
    expect(shown[8]).toBe('4111 1111 1');
    expect(shown[15]).toBe('4111 1111 1111 1111');
    expect(shown[18]).toBe('4111 1111 1111 1111999');
  });

  it('stops at 19 digits', () => {
    expect(formatCardNumber('4111 1111 1111 1111999')).toBe('4111 1111 1111 1111999');
    expect(formatCardNumber('41111111111111119999')).toBe('4111 1111 1111 1111999');
    expect(cardDigits('4'.repeat(30))).toHaveLength(19);
  });

  it('never leaves a separator behind when deleting', () => {
    expect(typeInto(formatCardNumber, ['Backspace', 'Backspace', 'Backspace'], '4111 1')).toEqual(['4111', '411', '41']);
    // Deleting the digit after a block removes the space with it.
    expect(formatCardNumber('4111 ')).toBe('4111');
  });

  it('keeps only digits from a paste', () => {
    expect(formatCardNumber(' 4111-1111 1111.1111 ')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('abc')).toBe('');
  });

  it('groups an American Express number 4-6-5, as printed, and stops at 15 digits', () => {
    const shown = typeInto(formatCardNumber, '3782822463100059'.split(''));
    expect(shown[3]).toBe('3782');
    expect(shown[4]).toBe('3782 8');
    expect(shown[9]).toBe('3782 822463');
    expect(shown[10]).toBe('3782 822463 1');
    expect(shown[14]).toBe('3782 822463 10005');
    expect(shown[15]).toBe('3782 822463 10005');
    expect(formatCardNumber('3782-8224-6310-005')).toBe('3782 822463 10005');
    expect(typeInto(formatCardNumber, ['Backspace', 'Backspace'], '3782 822463 1')).toEqual(['3782 822463', '3782 82246']);
  });
});

describe('isCardNumberComplete', () => {
  it('accepts the lengths the brand issues: Visa 16, 18 or 19, Mir 16 to 19', () => {
    expect(isCardNumberComplete('4111 1111 1111 1111')).toBe(true);
    expect(isCardNumberComplete('4111111100000000005')).toBe(true);
    expect(isCardNumberComplete('22000000000000004')).toBe(true);
    expect(isCardNumberComplete('41111111000000005')).toBe(false);
  });

  it('takes 16 to 19 digits of a number whose brand is none of the four', () => {
    expect(isCardNumberComplete('6011111111111117')).toBe(true);
    expect(isCardNumberComplete('601111111111111')).toBe(false);
  });

  it('refuses fewer than 16 and more than 19', () => {
    expect(isCardNumberComplete('4111 1111 1111 111')).toBe(false);
    expect(isCardNumberComplete('4'.repeat(20))).toBe(false);
    expect(isCardNumberComplete('')).toBe(false);
  });

  it('takes an American Express number at exactly 15 digits', () => {
    expect(isCardNumberComplete('3782 822463 10005')).toBe(true);
    expect(isCardNumberComplete('378282246310')).toBe(false);
    expect(isCardNumberComplete('3782822463100059')).toBe(false);
  });
});

describe('cardBrand', () => {
  it.each([
    ['42', 'Visa'],
    ['4111 1111 1111 1111', 'Visa'],
    ['51', 'MasterCard'],
    ['5555555555554444', 'MasterCard'],
    ['222', 'MasterCard'],
    ['2221', 'MasterCard'],
    ['2223003122003222', 'MasterCard'],
    ['2720', 'MasterCard'],
    ['2200', 'Mir'],
    ['2204 0000', 'Mir'],
    ['34', 'AmericanExpress'],
    ['37', 'AmericanExpress'],
  ])('%s is %s', (input, brand) => {
    expect(cardBrand(input)).toBe(brand);
  });

  it.each(['', '4', '2', '22', '2205', '2220', '2721', '50', '56', '3', '35', '36', '6011111111111117', '1234'])(
    '%p is none yet (4 could be Elo, 22 Mir or MasterCard) or none of the four',
    (input) => {
      expect(cardBrand(input)).toBeNull();
    },
  );
});

describe('the card type lookup after 8 digits, once per distinct prefix', () => {
  it('has a prefix from the 8th digit on', () => {
    expect(cardTypePrefix('4111 111')).toBeNull();
    expect(cardTypePrefix('4111 1111')).toBe('41111111');
    expect(cardTypePrefix('4111 1111 1111 1111')).toBe('41111111');
  });

  it('asks once per distinct prefix while typing and deleting', () => {
    let last: string | null = null;
    const asked: string[] = [];
    // 10 digits, back to 7, a different 8th digit, a 9th, back to 7 again and the first 8th digit.
    const keys = [...'4111111122', 'Backspace', 'Backspace', 'Backspace', '2', '3', 'Backspace', 'Backspace', '1'];
    let value = '';
    for (const key of keys) {
      value = formatCardNumber(key === 'Backspace' ? value.slice(0, -1) : value + key);
      const prefix = nextCardTypeLookup(value, last);
      if (prefix !== null) {
        asked.push(prefix);
        last = prefix;
      }
    }
    expect(asked).toEqual(['41111111', '41111112', '41111111']);
  });
});

describe('luhnValid', () => {
  it.each(['4111111111111111', '5555555555554444', '2223003122003222', '2200000000000004', '378282246310005', '4111 1111 1111 1111'])(
    'accepts %s',
    (number) => {
      expect(luhnValid(number)).toBe(true);
    },
  );

  it.each(['4111111111111112', '5555555555554445', '1', ''])('refuses %p', (number) => {
    expect(luhnValid(number)).toBe(false);
  });
});

describe('cardNumberProblem', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['4111 1111 1111 111', 'cardNumberIncomplete'],
    ['4111 1111 1111 111x', 'cardNumberInvalid'],
    ['4'.repeat(20), 'cardNumberInvalid'],
    ['6011111111111117', 'cardBrandUnsupported'],
    ['2205000000000009', 'cardBrandUnsupported'],
    ['4111111111111112', 'cardNumberInvalid'],
    ['3782 822463 1000', 'cardNumberIncompleteAmex'],
    ['3782822463100059', 'cardNumberInvalid'],
    ['378282246310006', 'cardNumberInvalid'],
    ['411111111111116', 'cardNumberIncomplete'],
    // Visa numbers have 16, 18 or 19 digits; Elo numbers start with 4 too and are not Visa.
    ['41111111000000005', 'cardNumberInvalid'],
    ['4011780000000006', 'cardBrandUnsupported'],
  ])('%p gives %s', (input, problem) => {
    expect(cardNumberProblem(input)).toBe(problem);
  });

  it.each([
    '4111 1111 1111 1111',
    '4111-1111-1111-1111',
    '5555555555554444',
    '2221000000000009',
    '2720000000000005',
    '2200000000000004',
    '2204000000000000',
    '22000000000000004',
    '4111111100000000005',
    '3782 822463 10005',
    '371449635398431',
  ])(
    'accepts %s',
    (input) => {
      expect(cardNumberProblem(input)).toBeNull();
    },
  );
});

describe('the MM/YY expiry mask', () => {
  it('types "1" "2" "2" "7" as 12/27', () => {
    expect(typeInto(formatExpiry, ['1', '2', '2', '7'])).toEqual(['1', '12', '12/2', '12/27']);
  });

  it('deletes back to empty one character at a time', () => {
    expect(typeInto(formatExpiry, ['Backspace', 'Backspace', 'Backspace', 'Backspace', 'Backspace'], '12/27')).toEqual([
      '12/2',
      '12/',
      '12',
      '1',
      '',
    ]);
  });

  it('keeps a typed slash and goes on after it', () => {
    expect(typeInto(formatExpiry, ['1', '2', '/', '2', '7'])).toEqual(['1', '12', '12/', '12/2', '12/27']);
  });

  it('stops at 5 characters', () => {
    expect(formatExpiry('12/275')).toBe('12/27');
    expect(formatExpiry('122799')).toBe('12/27');
    expect(formatExpiry('123/27')).toBe('12/27');
  });

  it('gives a month 2–9 its zero', () => {
    expect(formatExpiry('3')).toBe('03');
    expect(typeInto(formatExpiry, ['9', '2', '8'])).toEqual(['09', '09/2', '09/28']);
    expect(formatExpiry('3/27')).toBe('03/27');
    expect(formatExpiry('1/')).toBe('01/');
    expect(formatExpiry('0')).toBe('0');
    expect(formatExpiry('1')).toBe('1');
  });

  it('keeps digits and the slash only, from a paste too', () => {
    expect(formatExpiry('12 / 27')).toBe('12/27');
    expect(formatExpiry('1227')).toBe('12/27');
    expect(formatExpiry('ab')).toBe('');
    expect(formatExpiry('/')).toBe('');
  });

  it('lets the month be typed again in front of the slash after deleting it', () => {
    const afterDeletingMonth = formatExpiry('/27');
    expect(afterDeletingMonth).toBe('/27');
    const afterOne = formatExpiry(`1${afterDeletingMonth}`);
    expect(afterOne).toBe('1/27');
    expect(formatExpiry(`${afterOne.slice(0, 1)}2${afterOne.slice(1)}`)).toBe('12/27');
  });
});

describe('parseExpiry and isExpiryInPast', () => {
  it('accepts only all 5 characters with month 1–12 and year 0–99, as 2-digit strings', () => {
    expect(parseExpiry('12/27')).toEqual({ month: '12', year: '27' });
    expect(parseExpiry('01/00')).toEqual({ month: '01', year: '00' });
    expect(parseExpiry('09/99')).toEqual({ month: '09', year: '99' });
    for (const value of ['12/2', '1/27', '00/27', '13/27', '1227', '12-27', 'ab/cd', '']) expect(parseExpiry(value)).toBeNull();
  });

  it('expires after the last day of the month, in UTC', () => {
    const march2026 = new Date('2026-03-31T23:59:59.999Z');
    expect(isExpiryInPast({ month: '03', year: '26' }, march2026)).toBe(false);
    expect(isExpiryInPast({ month: '03', year: '26' }, new Date('2026-04-01T00:00:00.000Z'))).toBe(true);
    expect(isExpiryInPast({ month: '02', year: '26' }, march2026)).toBe(true);
    expect(isExpiryInPast({ month: '01', year: '27' }, march2026)).toBe(false);
    expect(isExpiryInPast({ month: '12', year: '99' }, march2026)).toBe(false);
    expect(isExpiryInPast({ month: '12', year: '00' }, march2026)).toBe(true);
  });

  it.each([
    ['', 'required'],
    ['12/2', 'expiryIncomplete'],
    ['1/27', 'expiryIncomplete'],
    ['00/27', 'expiryInvalid'],
    ['13/27', 'expiryInvalid'],
    ['02/26', 'cardExpired'],
  ])('expiryProblem(%p) gives %s', (input, problem) => {
    expect(expiryProblem(input, new Date('2026-03-14T12:00:00Z'))).toBe(problem);
  });

  it('accepts the current month', () => {
    expect(expiryProblem('03/26', new Date('2026-03-14T12:00:00Z'))).toBeNull();
  });
});

describe('CVV', () => {
  it('keeps 3 digits while typing', () => {
    expect(typeInto(formatCvv, ['1', 'a', '2', '3', '4'])).toEqual(['1', '1', '12', '123', '123']);
  });

  it.each(['100', '123', '999'])('accepts %s', (cvv) => {
    expect(isCvvValid(cvv)).toBe(true);
    expect(cvvProblem(cvv)).toBeNull();
  });

  it.each(['007', '099', '000', '12', '1234', '12a', ' 12'])('refuses %p (a CVV is 100 to 999)', (cvv) => {
    expect(isCvvValid(cvv)).toBe(false);
    expect(cvvProblem(cvv)).toBe('cvvInvalid');
  });

  it('requires a value', () => {
    expect(cvvProblem('')).toBe('required');
    expect(cvvProblem('', 'AmericanExpress')).toBe('required');
  });

  it('keeps 4 digits for American Express', () => {
    const amex = (value: string) => formatCvv(value, 'AmericanExpress');
    expect(typeInto(amex, ['0', 'a', '0', '4', '2', '9'])).toEqual(['0', '0', '00', '004', '0042', '0042']);
  });

  it.each(['0000', '0042', '1234', '9999'])('accepts any 4 digits for American Express: %s', (cvv) => {
    expect(isCvvValid(cvv, 'AmericanExpress')).toBe(true);
    expect(cvvProblem(cvv, 'AmericanExpress')).toBeNull();
  });

  it.each(['123', '12345', '12a4'])('refuses %p for American Express', (cvv) => {
    expect(cvvProblem(cvv, 'AmericanExpress')).toBe('cvvAmexInvalid');
  });

  it('keeps the 3-digit rule for the other brands', () => {
    for (const brand of ['Visa', 'MasterCard', 'Mir'] as const) {
      expect(cvvProblem('1234', brand)).toBe('cvvInvalid');
      expect(cvvProblem('737', brand)).toBeNull();
    }
  });
});

describe('the card form schema', () => {
  const now = () => new Date('2026-03-14T12:00:00Z');
  const schema = makeCardFormSchema({ now });

  it('gives digits and 2-digit month and year, and the provider fields', () => {
    const card = schema.parse({ cardNumber: '4111 1111 1111 1111', expiry: '12/27', cvv: '123' });
    expect(card).toEqual({ cardNumber: '4111111111111111', expiry: { month: '12', year: '27' }, cvv: '123' });
    expect(toCardPaymentFields(card)).toEqual({ card_number: '4111111111111111', month: '12', year: '27', cvc: '123' });
  });

  it('gives the first error key per field', () => {
    expect(firstErrors(schema, { cardNumber: '4111 1111', expiry: '12/2', cvv: '007' })).toEqual({
      cardNumber: 'cardNumberIncomplete',
      expiry: 'expiryIncomplete',
      cvv: 'cvvInvalid',
    });
    expect(firstErrors(schema, { cardNumber: '4111111111111112', expiry: '02/26', cvv: '' })).toEqual({
      cardNumber: 'cardNumberInvalid',
      expiry: 'cardExpired',
      cvv: 'required',
    });
  });

  it('reads missing fields as required', () => {
    expect(firstErrors(schema, {})).toEqual({ cardNumber: 'required', expiry: 'required', cvv: 'required' });
  });

  it("judges the CVV by the number's brand", () => {
    expect(schema.parse({ cardNumber: '3782 822463 10005', expiry: '12/27', cvv: '0042' })).toEqual({
      cardNumber: '378282246310005',
      expiry: { month: '12', year: '27' },
      cvv: '0042',
    });
    expect(firstErrors(schema, { cardNumber: '378282246310005', expiry: '12/27', cvv: '737' })).toEqual({ cvv: 'cvvAmexInvalid' });
    expect(firstErrors(schema, { cardNumber: '4111111111111111', expiry: '12/27', cvv: '0042' })).toEqual({ cvv: 'cvvInvalid' });
  });

  it('judges the expiry against the clock of each parse by default', () => {
    expect(cardFormSchema.safeParse({ cardNumber: '4111111111111111', expiry: '01/00', cvv: '123' }).success).toBe(false);
    expect(cardFormSchema.safeParse({ cardNumber: '4111111111111111', expiry: '12/99', cvv: '123' }).success).toBe(true);
  });

  it('gives only keys of the payment key list', () => {
    const inputs = [
      { cardNumber: 'x', expiry: 'x', cvv: 'x' },
      { cardNumber: '6011111111111117', expiry: '13/27', cvv: '12' },
      { cardNumber: 5, expiry: null, cvv: [] },
    ];
    for (const input of inputs) {
      for (const message of Object.values(firstErrors(schema, input))) expect(PAYMENT_VALIDATION_KEYS).toContain(message);
    }
  });
});

describe('the card payment schema (the BFF side, provider names)', () => {
  const schema = makeCardPaymentSchema({ now: () => new Date('2026-03-14T12:00:00Z') });

  it('accepts the provider fields and gives digits', () => {
    expect(schema.parse({ card_number: '4111 1111 1111 1111', month: '03', year: '26', cvc: '999' })).toEqual({
      card_number: '4111111111111111',
      month: '03',
      year: '26',
      cvc: '999',
    });
  });

  it('wants 2-digit strings for month and year', () => {
    expect(firstErrors(schema, { card_number: '4111111111111111', month: '3', year: '2026', cvc: '123' })).toEqual({
      month: 'expiryInvalid',
      year: 'expiryInvalid',
    });
    expect(firstErrors(schema, { card_number: '4111111111111111', month: '13', year: '27', cvc: '123' })).toEqual({ month: 'expiryInvalid' });
    expect(firstErrors(schema, { card_number: '4111111111111111', month: 12, year: 27, cvc: 123 })).toEqual({
      month: 'required',
      year: 'required',
      cvc: 'required',
    });
  });

  it('takes American Express with its 4-digit code, and refuses a 3-digit one', () => {
    expect(schema.parse({ card_number: '378282246310005', month: '12', year: '27', cvc: '0042' })).toMatchObject({ cvc: '0042' });
    expect(firstErrors(schema, { card_number: '378282246310005', month: '12', year: '27', cvc: '123' })).toEqual({ cvc: 'cvvAmexInvalid' });
  });

  it('refuses an expired card on year', () => {
    expect(firstErrors(schema, { card_number: '4111111111111111', month: '02', year: '26', cvc: '123' })).toEqual({ year: 'cardExpired' });
  });
});
