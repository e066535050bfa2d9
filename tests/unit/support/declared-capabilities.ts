// The unit tests' storefront declares a provider with every capability (PROVIDER_CAPABILITIES=all),
// so a route test's stand-in provider sees only the calls the test is about, not the probe's. The
// tests of the probe set `auto` themselves.
process.env.PROVIDER_CAPABILITIES ??= 'all';
