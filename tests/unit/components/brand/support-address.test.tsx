// One support address everywhere, and it is the operator's (README "Branding"): the footer, the
// product info modal, the product's own support line and the payment modals' "contact us" all show
// SHOP_SUPPORT_EMAIL (lib/brand/identity.ts), read at run time, whatever address the provider's product
// answer carries; the footer shows the rest of the brand too.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrandProvider } from '@/components/brand/brand-context';
import { Footer } from '@/components/layout/footer';
import { SupportLink } from '@/components/payment/support-link';
import { ProductInfoButton } from '@/components/product/product-info-button';
import { DEMO_BRAND, publicBrand, shopBrand } from '@/lib/brand/identity';
import { allMessages, renderWithIntl } from '../../support/render';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));

const BRAND_ENV = {
  SHOP_NAME: 'Loja Aurora',
  SHOP_LEGAL_NAME: 'Aurora Presentes Digitais S.A.',
  SHOP_CNPJ: '11222333000181',
  SHOP_ADDRESS: 'Rua das Flores, 25, Curitiba – PR, CEP 80020-090, Brasil',
  SHOP_SUPPORT_EMAIL: 'ajuda@aurora.example',
  SHOP_SUPPORT_PHONE: '+55 41 3000-5678',
};

const saved = { ...process.env };
afterEach(() => {
  for (const name of Object.keys(BRAND_ENV)) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

function renderShop(locale: 'en' | 'ru' | 'pt-BR') {
  renderWithIntl(
    <BrandProvider brand={publicBrand(shopBrand())}>
      <ProductInfoButton productCode="STM-BR-050" />
      <SupportLink orderId="A1B2C3D4E5F6G7H8J9K0">contact</SupportLink>
      <Footer />
    </BrandProvider>,
    locale,
  );
}

it.each(['en', 'ru'] as const)('the footer, the product info modal and "contact us" show the same address (%s)', async (locale) => {
  Object.assign(process.env, BRAND_ENV);
  const email = BRAND_ENV.SHOP_SUPPORT_EMAIL;
  renderShop(locale);
  const footerLink = within(screen.getByRole('contentinfo')).getByRole('link', { name: email });
  expect(footerLink).toHaveAttribute('href', `mailto:${email}`);
  expect(screen.getByRole('link', { name: 'contact' }).getAttribute('href')).toMatch(new RegExp(`^mailto:${email.replace(/\./g, '\\.')}\\?subject=`));

  await userEvent.click(screen.getByRole('button', { name: allMessages[locale].Product.openInfo }));
  const modal = await screen.findByRole('dialog', { name: allMessages[locale].Product.info });
  expect(within(modal).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}?subject=STM-BR-050`);
});

it.each(['pt-BR', 'ru'] as const)('the footer shows the operator’s brand: company, CNPJ, address, phone and name (%s)', (locale) => {
  Object.assign(process.env, BRAND_ENV);
  renderShop(locale);
  const footer = within(screen.getByRole('contentinfo'));
  expect(footer.getByText('Aurora Presentes Digitais S.A. · CNPJ 11.222.333/0001-81 · Rua das Flores, 25, Curitiba – PR, CEP 80020-090, Brasil')).toBeVisible();
  expect(footer.getByRole('link', { name: '+55 41 3000-5678' })).toHaveAttribute('href', 'tel:+554130005678');
  const rights = allMessages[locale].Footer.rights.replace('{year}', String(new Date().getFullYear())).replace('{shop}', 'Loja Aurora');
  expect(footer.getByText(rights)).toBeVisible();
  expect(screen.getByRole('contentinfo').textContent).not.toContain(DEMO_BRAND.name);
});

it('shows the demo brand when nothing is set', () => {
  for (const name of Object.keys(BRAND_ENV)) delete process.env[name];
  renderShop('en');
  const footer = within(screen.getByRole('contentinfo'));
  expect(footer.getByRole('link', { name: DEMO_BRAND.supportEmail })).toBeVisible();
  expect(screen.getByRole('contentinfo').textContent).toContain(`CNPJ ${DEMO_BRAND.cnpj}`);
});
