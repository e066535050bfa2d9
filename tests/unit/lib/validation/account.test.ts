// Names and passwords in the shoppers' scripts (NIST SP 800-63B): the storefront's zod
// schema and the reference provider's own rules give the same verdict on the same input.
import { firstErrors, nameUpdateSchema, registerSchema } from '@/lib/validation/account';
import { nameForm, registerForm } from '@/reference-provider/src/accounts/validation';

const base = { name: 'Tester1', email: 'a@example.com', password: 'Secret123', password_confirmation: 'Secret123', terms: true };

/** The first error of a field on both sides, or null on both when the value is accepted. */
function verdicts(field: 'name' | 'password', value: string) {
  const input = field === 'name' ? { ...base, name: value } : { ...base, password: value, password_confirmation: value };
  const storefront = firstErrors(registerSchema, input)[field] ?? null;
  const provider = registerForm(input);
  return { storefront, provider: provider.ok ? null : (provider.errors[field] ?? null) };
}

describe('names', () => {
  it.each([
    'João',
    'Ольга',
    'हिमांशु',
    "O'Brien",
    'O’Brien',
    'Anne-Marie',
    'J. R. R. Tolkien',
    'Jo',
    '李小龍',
    'Tester1',
    'a'.repeat(50),
    'ह'.repeat(50),
  ])('accepts %s on both sides', (name) => {
    expect(verdicts('name', name)).toEqual({ storefront: null, provider: null });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['A', 'nameTooShort'],
    ['a'.repeat(51), 'nameTooLong'],
    // Devanagari counts its code points: 51 letters are too many even though each is one UTF-16 unit.
    ['ह'.repeat(51), 'nameTooLong'],
    ['1234', 'nameInvalid'],
    ['Ana\u0000', 'nameInvalid'],
    ['Ana\u202e', 'nameInvalid'],
    ['<script>', 'nameInvalid'],
    ['Ana@Maria', 'nameInvalid'],
    ['-Ana', 'nameInvalid'],
  ])('refuses %j with %s on both sides', (name, key) => {
    expect(verdicts('name', name)).toEqual({ storefront: key, provider: key });
  });

  it('keeps a name tidied: trimmed, one space between words', () => {
    expect(nameUpdateSchema.parse({ name: '  Anne \t Marie  ' })).toEqual({ name: 'Anne Marie' });
    expect(nameForm({ name: '  Anne \t Marie  ' })).toEqual({ ok: true, value: { name: 'Anne Marie' } });
  });

  it('counts a Devanagari name by its code points, marks included', () => {
    // हिमांशु: ह ि म ा ं श ु — seven code points, within 2..50.
    expect([...'हिमांशु']).toHaveLength(7);
    expect(verdicts('name', 'हि')).toEqual({ storefront: null, provider: null });
  });
});

describe('passwords', () => {
  it.each([
    'correct horse battery staple',
    'P@ss w0rd!',
    'пароль с пробелами',
    'मेरा पासवर्ड है',
    '        ',
    '🔑🔑🔑🔑🔑🔑🔑🔑',
    'x'.repeat(128),
    '密'.repeat(128),
  ])('accepts %j on both sides, with no composition rule', (password) => {
    expect(verdicts('password', password)).toEqual({ storefront: null, provider: null });
  });

  it.each([
    ['', 'required'],
    ['short', 'passwordTooShort'],
    // Seven emoji are 14 UTF-16 units but seven characters.
    ['🔑'.repeat(7), 'passwordTooShort'],
    ['x'.repeat(129), 'passwordTooLong'],
    ['tab\there1', 'passwordInvalid'],
    ['line\nbreak1', 'passwordInvalid'],
    ['null\u0000byte', 'passwordInvalid'],
  ])('refuses %j with %s on both sides', (password, key) => {
    expect(verdicts('password', password)).toEqual({ storefront: key, provider: key });
  });

  it('counts a password as the provider stores it (NFC): a decomposed 128 is still 128', () => {
    const decomposed = 'é'.repeat(128).normalize('NFD');
    expect(decomposed.length).toBe(256);
    expect(verdicts('password', decomposed)).toEqual({ storefront: null, provider: null });
  });
});
