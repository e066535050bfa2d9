// The UPI payer form's rules (lib/payment/upi-form.ts): what is sent, and the first problem per
// field as a key of the "Validation" namespace, present in every message file.
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import ptBR from '@/messages/pt-BR.json';
import ru from '@/messages/ru.json';
import { UPI_VALIDATION_KEYS, upiFormSchema } from '@/lib/payment/upi-form';

const valid = { FirstName: 'Aarav', AccountNumber: '123456789012', email: 'aarav@example.in', phone: '+919876543210', address: '12 MG Road', zip: '560001' };

function problems(input: Record<string, unknown>): Record<string, string> {
  const result = upiFormSchema.safeParse(input);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

it('sends what the provider wants: trimmed, digits without separators', () => {
  expect(
    upiFormSchema.parse({
      FirstName: '  Aarav  Kumar ',
      AccountNumber: ' 1234 5678 9012 ',
      email: ' aarav@example.in ',
      phone: '+91 (987) 654-3210',
      address: '  12 MG Road, Bengaluru ',
      zip: ' 560 001 ',
    }),
  ).toEqual({
    FirstName: 'Aarav Kumar',
    AccountNumber: '123456789012',
    email: 'aarav@example.in',
    phone: '+919876543210',
    address: '12 MG Road, Bengaluru',
    zip: '560 001',
  });
  expect(upiFormSchema.parse({ ...valid, FirstName: 'आरव', phone: '9876543210', zip: 'SW1A 1AA' }).FirstName).toBe('आरव');
});

it('names the first problem of each field', () => {
  expect(problems({})).toEqual({
    FirstName: 'required',
    AccountNumber: 'required',
    email: 'required',
    phone: 'required',
    address: 'required',
    zip: 'required',
  });
  expect(problems({ FirstName: 'R2D2', AccountNumber: '12345678', email: 'nope', phone: '+12 345', address: 'a'.repeat(201), zip: '-12' })).toEqual({
    FirstName: 'personNameInvalid',
    AccountNumber: 'accountNumberInvalid',
    email: 'emailInvalid',
    phone: 'phoneInvalid',
    address: 'addressInvalid',
    zip: 'zipInvalid',
  });
  expect(problems({ ...valid, AccountNumber: '1'.repeat(19), phone: `+${'1'.repeat(16)}`, zip: '12345678901', address: 'a\u0007b' })).toEqual({
    AccountNumber: 'accountNumberInvalid',
    phone: 'phoneInvalid',
    zip: 'zipInvalid',
    address: 'addressInvalid',
  });
  expect(problems({ ...valid, AccountNumber: '12345678a', email: `${'a'.repeat(120)}@example.in`, FirstName: 'a'.repeat(51) })).toEqual({
    AccountNumber: 'accountNumberInvalid',
    email: 'emailTooLong',
    FirstName: 'personNameTooLong',
  });
  expect(problems(valid)).toEqual({});
});

it('every key has a text in every language', () => {
  for (const messages of [en, ptBR, ru, hi]) {
    for (const key of UPI_VALIDATION_KEYS) expect((messages.Validation as Record<string, string>)[key]).toEqual(expect.any(String));
  }
});
