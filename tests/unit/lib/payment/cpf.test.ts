// The CPF and the Pix form (checkout form rules, docs/product/validation.md): digits, punctuation, check digits, same-digit numbers, names and the zod schema.
import { cpfDigits, cpfField, cpfProblem, formatCpf, isCpfValid, personNameProblem, pixFormSchema } from '@/lib/payment/cpf';
import { PAYMENT_VALIDATION_KEYS } from '@/lib/payment/validation-keys';
import { firstErrors } from '@/lib/validation/account';

/** The two check digits computed the textbook way, independently of lib/payment/cpf. */
function withCheckDigits(nine: string): string {
  const digit = (base: string) => {
    const weights = base.length + 1;
    const sum = [...base].reduce((total, char, index) => total + Number(char) * (weights - index), 0);
    const rest = sum % 11;
    return rest < 2 ? '0' : String(11 - rest);
  };
  const ten = nine + digit(nine);
  return ten + digit(ten);
}

describe('CPF', () => {
  it.each(['12345678909', '123.456.789-09', '529.982.247-25', '52998224725', '111.444.777-35', ' 123.456.789-09 '])('accepts %p', (cpf) => {
    expect(isCpfValid(cpf)).toBe(true);
    expect(cpfProblem(cpf)).toBeNull();
  });

  it('accepts numbers whose check digits are computed independently', () => {
    for (const nine of ['000000001', '987654321', '314159265', '100000000', '999999998']) {
      expect({ nine, valid: isCpfValid(withCheckDigits(nine)) }).toEqual({ nine, valid: true });
    }
  });

  it.each(['12345678900', '123.456.789-08', '52998224724', '52998224735'])('refuses the wrong check digits of %p', (cpf) => {
    expect(cpfProblem(cpf)).toBe('cpfInvalid');
  });

  it('refuses the eleven same-digit numbers, although their check digits add up', () => {
    for (let digit = 0; digit <= 9; digit += 1) {
      const cpf = String(digit).repeat(11);
      expect(withCheckDigits(cpf.slice(0, 9))).toBe(cpf);
      expect({ cpf, problem: cpfProblem(cpf) }).toEqual({ cpf, problem: 'cpfInvalid' });
      expect(cpfProblem(formatCpf(cpf))).toBe('cpfInvalid');
    }
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['1234567890', 'cpfLength'],
    ['123456789091', 'cpfLength'],
    ['123.456.789', 'cpfLength'],
    ['123.456.789-0a', 'cpfInvalid'],
    ['123 456 789 09', 'cpfInvalid'],
    ['1234.56.789-09', 'cpfInvalid'],
    ['123.456.78909-', 'cpfInvalid'],
  ])('%p gives %s', (cpf, problem) => {
    expect(cpfProblem(cpf)).toBe(problem);
  });

  it('normalises to digits and masks while typing', () => {
    expect(cpfDigits('123.456.789-09')).toBe('12345678909');
    expect(['1', '1234', '1234567', '1234567890', '12345678909', '123456789099'].map(formatCpf)).toEqual([
      '1',
      '123.4',
      '123.456.7',
      '123.456.789-0',
      '123.456.789-09',
      '123.456.789-09',
    ]);
  });

  it('the zod field gives the 11 digits', () => {
    expect(cpfField.parse('123.456.789-09')).toBe('12345678909');
    expect(cpfField.safeParse('111.111.111-11').success).toBe(false);
  });
});

describe('first and last names', () => {
  it.each(['Maria', 'João', "D'Ávila", 'Jean-Luc', 'da Silva Jr.', 'Иван', 'राहुल', 'José  Maria '])('accepts %p', (name) => {
    expect(personNameProblem(name)).toBeNull();
  });

  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['x'.repeat(51), 'personNameTooLong'],
    ['R2D2', 'personNameInvalid'],
    ['-Ana', 'personNameInvalid'],
    ['Ana <b>', 'personNameInvalid'],
  ])('%p gives %s', (name, problem) => {
    expect(personNameProblem(name)).toBe(problem);
  });

  it('allows exactly 50 characters', () => {
    expect(personNameProblem('x'.repeat(50))).toBeNull();
  });
});

describe('the Pix form schema', () => {
  it('gives trimmed names and the CPF digits', () => {
    expect(pixFormSchema.parse({ firstName: '  João ', lastName: 'da  Silva', cpf: '123.456.789-09' })).toEqual({
      firstName: 'João',
      lastName: 'da Silva',
      cpf: '12345678909',
    });
  });

  it('gives the first error key per field, missing fields as required', () => {
    expect(firstErrors(pixFormSchema, { firstName: '', lastName: 'R2D2', cpf: '111.111.111-11' })).toEqual({
      firstName: 'required',
      lastName: 'personNameInvalid',
      cpf: 'cpfInvalid',
    });
    expect(firstErrors(pixFormSchema, { cpf: '123' })).toEqual({ firstName: 'required', lastName: 'required', cpf: 'cpfLength' });
    for (const message of Object.values(firstErrors(pixFormSchema, { firstName: 1, lastName: null, cpf: 'x' }))) {
      expect(PAYMENT_VALIDATION_KEYS).toContain(message);
    }
  });
});
