// The price slider's bounds and step follow the listing's range (lib/catalogue/price-scale.ts), the
// keyboard moves a thumb by that step, and a URL price outside the range opens clamped onto it.
import { fireEvent, screen } from '@testing-library/react';
import { PricePanel } from '@/components/catalogue/filters/price-panel';
import { renderWithIntl } from '../../support/render';

beforeAll(() => {
  // Radix measures its thumbs with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const thumbs = () => screen.getAllByRole('slider');

it('spans the listing’s range in 1 € steps on a 1–60 € list, and an arrow key moves a thumb by one step', () => {
  renderWithIntl(<PricePanel min={null} max={null} range={{ min: 1, max: 60 }} onApply={jest.fn()} />, 'en');
  const [from, to] = thumbs();
  expect(from).toHaveAttribute('aria-valuemin', '1');
  expect(from).toHaveAttribute('aria-valuenow', '1');
  expect(to).toHaveAttribute('aria-valuemax', '60');
  from!.focus();
  fireEvent.keyDown(from!, { key: 'ArrowRight' });
  expect(from).toHaveAttribute('aria-valuenow', '2');
  expect(screen.getByLabelText('From, €')).toHaveValue('2');
  to!.focus();
  fireEvent.keyDown(to!, { key: 'ArrowLeft' });
  expect(to).toHaveAttribute('aria-valuenow', '59');
});

it('moves in 5 € steps over a few hundred euros', () => {
  renderWithIntl(<PricePanel min={null} max={null} range={{ min: 3, max: 250 }} onApply={jest.fn()} />, 'en');
  const [from] = thumbs();
  expect(from).toHaveAttribute('aria-valuemin', '0');
  from!.focus();
  fireEvent.keyDown(from!, { key: 'ArrowRight' });
  expect(from).toHaveAttribute('aria-valuenow', '5');
});

it('opens with URL prices outside the range clamped onto it', () => {
  renderWithIntl(<PricePanel min={500} max={900} range={{ min: 1, max: 60 }} onApply={jest.fn()} />, 'en');
  const [from, to] = thumbs();
  expect(from).toHaveAttribute('aria-valuenow', '60');
  expect(to).toHaveAttribute('aria-valuenow', '60');
  expect(screen.getByLabelText('From, €')).toHaveValue('60');
  expect(screen.getByLabelText('To, €')).toHaveValue('');
});
