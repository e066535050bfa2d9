// The providers the unit tests start (in this process or as children, which inherit the environment)
// hash new passwords at the test cost (reference-provider/src/accounts/passwords.ts
// TEST_SCRYPT_PARAMS): hundreds of registrations would otherwise spend minutes in scrypt. The
// tests of hashing itself pass their parameters, and a stored hash carries its own.
process.env.PROVIDER_PASSWORD_HASHING ??= 'fast';
