// The message keys of the payment forms' rules: keys for the "Validation" namespace of messages/*.json, never literal text.

/**
 * Every key a payment rule can give. `required` is the account forms' existing key; the others
 * are new and belong in the same "Validation" namespace, so that lib/bff/parse.ts translates
 * them in the BFF's 422 answers without a change.
 */
export type PaymentValidationKey =
  | 'required'
  | 'cardNumberIncomplete'
  | 'cardNumberIncompleteAmex'
  | 'cardNumberInvalid'
  | 'cardBrandUnsupported'
  | 'expiryIncomplete'
  | 'expiryInvalid'
  | 'cardExpired'
  | 'cvvInvalid'
  | 'cvvAmexInvalid'
  | 'cpfLength'
  | 'cpfInvalid'
  | 'personNameTooLong'
  | 'personNameInvalid';

/** Every key above, for tests and for checking messages/*.json. */
export const PAYMENT_VALIDATION_KEYS: readonly PaymentValidationKey[] = [
  'required',
  'cardNumberIncomplete',
  'cardNumberIncompleteAmex',
  'cardNumberInvalid',
  'cardBrandUnsupported',
  'expiryIncomplete',
  'expiryInvalid',
  'cardExpired',
  'cvvInvalid',
  'cvvAmexInvalid',
  'cpfLength',
  'cpfInvalid',
  'personNameTooLong',
  'personNameInvalid',
];
