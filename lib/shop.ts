// The shop's own contact and registration details, shown in the footer, on product pages (the
// product info modal too), in the payment modals' "contact us" and on the information pages
// (requisites, offer, privacy policy). One source: operators change them here or through the
// environment, and every page follows. The provider's mails name PROVIDER_SUPPORT_EMAIL, which
// defaults to the same address; an operator who changes one sets the other to match (README).

export const SUPPORT_EMAIL = process.env.NEXT_PUBLIC_SUPPORT_EMAIL || 'support@digitalcards.example';
export const SUPPORT_PHONE = '+55 11 4000-1234';

/** The company behind the shop, as registered in Brazil (the address is a postal address, not translated). */
export const COMPANY = {
  tradeName: 'Digital Cards Store',
  legalName: 'Digital Cards Comércio Eletrônico Ltda.',
  cnpj: '12.345.678/0001-90',
  address: 'Av. Paulista, 1000, conj. 101, Bela Vista, São Paulo – SP, CEP 01310-100, Brasil',
} as const;

/** "+55 11 4000-1234" → "tel:+551140001234". */
export function phoneHref(phone: string = SUPPORT_PHONE): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}
