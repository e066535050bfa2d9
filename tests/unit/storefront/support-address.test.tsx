// One support address everywhere (issue 14): the footer, the product info modal, the product's own
// support line and the payment modals' "contact us" all show lib/shop.ts's SUPPORT_EMAIL, whatever
// address the provider's product answer carries.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Footer } from '@/components/layout/footer';
import { SupportLink } from '@/components/payment/support-link';
import { ProductInfoButton } from '@/components/product/product-info-button';
import { SUPPORT_EMAIL } from '@/lib/shop';
import { allMessages, renderWithIntl } from './render';

jest.mock('@/i18n/navigation', () => jest.requireActual('./navigation-mock'));

it.each(['en', 'ru'] as const)('the footer, the product info modal and "contact us" show the same address (%s)', async (locale) => {
  renderWithIntl(
    <>
      <ProductInfoButton productCode="STM-BR-050" />
      <SupportLink orderId="A1B2C3D4E5F6G7H8J9K0">contact</SupportLink>
      <Footer />
    </>,
    locale,
  );
  const footerLink = within(screen.getByRole('contentinfo')).getByRole('link', { name: SUPPORT_EMAIL });
  expect(footerLink).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  expect(screen.getByRole('link', { name: 'contact' }).getAttribute('href')).toMatch(new RegExp(`^mailto:${SUPPORT_EMAIL.replace(/\./g, '\\.')}\\?subject=`));

  await userEvent.click(screen.getByRole('button', { name: allMessages[locale].Product.openInfo }));
  const modal = await screen.findByRole('dialog', { name: allMessages[locale].Product.info });
  expect(within(modal).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}?subject=STM-BR-050`);
});
