// The shop's name and its one support address as the provider's answers and mails show them
// (README "Branding"). Read from the provider's own environment at call time, under the same
// names as the storefront's (SHOP_NAME, SHOP_SUPPORT_EMAIL), so one set of values brands both: the
// demo passes the same values to both processes. The defaults are the demo brand's.

export const DEMO_SHOP_NAME = 'Digital Cards Store';
export const DEMO_SUPPORT_EMAIL = 'support@digitalcards.example';

export interface ProviderBrand {
  name: string;
  supportEmail: string;
}

export function providerBrand(env: Record<string, string | undefined> = process.env): ProviderBrand {
  return {
    name: env.SHOP_NAME?.trim() || DEMO_SHOP_NAME,
    supportEmail: env.SHOP_SUPPORT_EMAIL?.trim() || DEMO_SUPPORT_EMAIL,
  };
}
