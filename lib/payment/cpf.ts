// The Brazilian CPF (the checkout form of docs/product/validation.md) and the Pix form (first name, last name, CPF): rules and zod schemas shared by browser and BFF.
//
// Decisions where the product rules leave room:
// - "CPF exactly 11 characters" is read as exactly 11 digits: the usual written form
//   "123.456.789-09" is accepted too and sent as its 11 digits. Dots and the hyphen are accepted
//   only in their places; any other character is refused.
// - The two check digits are verified (docs/decisions/0032-pix-and-upi-as-separate-methods.md), and the eleven
//   same-digit numbers ("000.000.000-00" … "999.999.999-99"), which pass the arithmetic but are
//   never issued, are refused: both by @brazilian-utils/brazilian-utils (isValidCpf), as is the
//   typing mask (formatCpf), each imported by file so only the CPF part reaches the browser.
// - First and last names: any script's letters (accents, Cyrillic, Devanagari …) with inner
//   spaces, apostrophes, hyphens and dots, up to 50 characters each after trimming.
import { formatCpf as maskCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { z } from 'zod';

import { isLegalNameWritten, tidyPersonName } from '@/lib/validation/person-name';

import type { PaymentValidationKey } from './validation-keys';

export const CPF_DIGITS = 11;
export const PERSON_NAME_MAX = 50;

const key = (value: PaymentValidationKey) => value;

/** The digits of a CPF as typed or pasted: "123.456.789-09" → "12345678909". */
export function cpfDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/** The CPF as the input shows it while typing: "1234567" → "123.456.7", 11 digits → "123.456.789-09". */
export function formatCpf(input: string): string {
  return maskCpf(cpfDigits(input).slice(0, CPF_DIGITS));
}

/** Exactly 11 digits (written with or without the usual punctuation), both check digits right, not all the same. */
export function isCpfValid(input: string): boolean {
  return cpfProblem(input) === null;
}

/**
 * The first problem of a CPF (trimmed), or null: required; characters other than digits, dots
 * and a hyphen; not 11 digits (`cpfLength`); punctuation out of place, all digits the same, or a
 * wrong check digit (`cpfInvalid`).
 */
export function cpfProblem(input: string): PaymentValidationKey | null {
  const value = input.trim();
  if (value === '') return key('required');
  if (/[^\d.-]/.test(value)) return key('cpfInvalid');
  const digits = cpfDigits(value);
  if (digits.length !== CPF_DIGITS) return key('cpfLength');
  if (!/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(value)) return key('cpfInvalid');
  return isValidCpf(digits) ? null : key('cpfInvalid');
}

/** A CPF field: the output is its 11 digits. A missing value reads as `required`. */
export const cpfField = z.string({ error: key('required') }).transform((value, ctx) => {
  const problem = cpfProblem(value);
  if (problem !== null) {
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }
  return cpfDigits(value);
});

/** The first problem of a first or last name: required, too long, characters. */
export function personNameProblem(input: string): PaymentValidationKey | null {
  const value = tidyPersonName(input);
  if (value === '') return key('required');
  if (value.length > PERSON_NAME_MAX) return key('personNameTooLong');
  return isLegalNameWritten(value) ? null : key('personNameInvalid');
}

/** A first or last name: trimmed, inner runs of spaces made one. */
export const personNameField = z.string({ error: key('required') }).transform((value, ctx) => {
  const problem = personNameProblem(value);
  if (problem !== null) {
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }
  return tidyPersonName(value);
});

/** The Pix form (docs/product/screens-and-routes.md, docs/product/validation.md): first name, last name, CPF. */
export const pixFormSchema = z.object({
  firstName: personNameField,
  lastName: personNameField,
  cpf: cpfField,
});

export type PixFormInput = z.input<typeof pixFormSchema>;
export type PixFormOutput = z.output<typeof pixFormSchema>;
