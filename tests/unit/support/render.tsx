// Renders a component the way the app does: with next-intl's provider and the chosen locale's messages.
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import ptBR from '@/messages/pt-BR.json';
import ru from '@/messages/ru.json';

export const allMessages = { 'pt-BR': ptBR, en, ru, hi };

export function renderWithIntl(ui: ReactElement, locale: keyof typeof allMessages = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={allMessages[locale]}>
      {ui}
    </NextIntlClientProvider>,
  );
}
