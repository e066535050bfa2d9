// The product page's reviews with the write form: a guest is asked to log in; a shopper
// writes, sees the review on top at once, edits it; the earlier review fills the form; client and
// server errors per field; 429, no answer and 5xx keep what was typed; text stays text.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Reviews } from '@/components/product/reviews';
import en from '@/messages/en.json';
import type { Review, ReviewPage } from '@/lib/types/catalogue';
import { mockBff, renderAccount, resetAccountState, user, type BffCall } from '../../support/account-harness';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));

afterEach(() => resetAccountState());

const seeded: Review = { id: 1, author: 'Bruno', rating: 3, text: 'Okay product, arrived fast.', createdAt: '2026-10-01T12:00:00.000Z', verifiedPurchase: false };
const page: ReviewPage = { reviews: [seeded], total: 1, offset: 0, limit: 10, averageRating: 3 };
const signedIn = { status: 200, body: { user } };
const mine = (review: Review | null, canReview = true) => ({ status: 200, body: { review, canReview } });

function saved(call: BffCall, id = 77): { status: number; body: unknown } {
  const body = call.body as { rating: number; text: string };
  return {
    status: 201,
    body: {
      review: { id, author: user.name, rating: body.rating, text: body.text.trim(), createdAt: '2026-11-21T10:00:00.000Z', verifiedPurchase: true },
      created: true,
    },
  };
}

const list = () => screen.getByRole('list');
const textArea = () => screen.getByRole('textbox', { name: en.Reviews.textLabel });

it('asks a guest to log in: the button opens the login modal', async () => {
  mockBff({ 'GET /api/user': { status: 200, body: { user: null } } });
  renderAccount(<Reviews productId={7} initial={page} />);
  await userEvent.click(await screen.findByRole('button', { name: en.Reviews.write }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('tab', { selected: true })).toHaveTextContent(en.Auth.loginTab);
  expect(screen.queryByRole('textbox', { name: en.Reviews.textLabel })).not.toBeInTheDocument();
});

it('lets a shopper write a review that shows on top at once, then edit it', async () => {
  let stored: Review | null = null;
  const calls = mockBff({
    'GET /api/user': signedIn,
    'GET /api/products/feedbacks/7/mine': () => mine(stored),
    'POST /api/products/feedbacks': (call) => {
      const answer = saved(call);
      const created = stored === null;
      stored = (answer.body as { review: Review }).review;
      return { status: created ? 201 : 200, body: { review: stored, created } };
    },
  });
  renderAccount(<Reviews productId={7} initial={page} />);
  expect(await screen.findByRole('heading', { name: en.Reviews.newTitle })).toBeInTheDocument();

  // Keyboard: the stars are a radio group.
  const radios = within(screen.getByRole('group', { name: en.Reviews.ratingLegend })).getAllByRole('radio');
  expect(radios).toHaveLength(5);
  await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await userEvent.type(textArea(), '<b>Great</b> code, worked at once!');
  // The limit is a plural message, its number written as English groups it.
  expect(screen.getByText('34 of 1,000 characters')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: en.Reviews.submit }));

  expect(await screen.findByText(en.Reviews.created)).toBeInTheDocument();
  const first = within(list()).getAllByRole('article')[0]!;
  expect(first).toHaveAccessibleName(`Review by ${user.name}`);
  expect(within(first).getByText('<b>Great</b> code, worked at once!')).toBeInTheDocument();
  expect(first.querySelector('b')).toBeNull();
  expect(screen.getByRole('heading', { name: /Reviews/ })).toHaveTextContent('2 reviews');
  expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ product_id: 7, rating: 5, text: '<b>Great</b> code, worked at once!' });

  // The form is now the edit of that review.
  expect(screen.getByRole('heading', { name: en.Reviews.editTitle })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('radio', { name: '2 stars' }));
  await userEvent.clear(textArea());
  await userEvent.type(textArea(), 'Changed my mind after a week.');
  await userEvent.click(screen.getByRole('button', { name: en.Reviews.submitEdit }));
  expect(await screen.findByText(en.Reviews.updated)).toBeInTheDocument();
  const articles = within(list()).getAllByRole('article');
  expect(articles).toHaveLength(2);
  expect(within(articles[0]!).getByText('Changed my mind after a week.')).toBeInTheDocument();
  expect(within(articles[0]!).getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: /Reviews/ })).toHaveTextContent('2 reviews');
});

it('starts filled with the shopper’s earlier review', async () => {
  const earlier: Review = { ...seeded, id: 9, author: user.name, rating: 4, text: 'Worked, but slow.' };
  mockBff({ 'GET /api/user': signedIn, 'GET /api/products/feedbacks/7/mine': mine(earlier) });
  renderAccount(<Reviews productId={7} initial={page} />);
  expect(await screen.findByRole('heading', { name: en.Reviews.editTitle })).toBeInTheDocument();
  expect(textArea()).toHaveValue('Worked, but slow.');
  expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  expect(screen.getByRole('button', { name: en.Reviews.submitEdit })).toBeInTheDocument();
});

it('checks the rules before sending, in the shopper’s language', async () => {
  const calls = mockBff({ 'GET /api/user': signedIn, 'GET /api/products/feedbacks/7/mine': mine(null) });
  renderAccount(<Reviews productId={7} initial={page} />, 'ru');
  await userEvent.type(await screen.findByRole('textbox', { name: 'Текст отзыва' }), 'Мало');
  await userEvent.click(screen.getByRole('button', { name: 'Опубликовать отзыв' }));
  expect(screen.getByText('Выберите оценку от 1 до 5 звёзд')).toBeInTheDocument();
  expect(screen.getByText('Отзыв должен содержать не менее 10 символов')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Текст отзыва' })).toHaveAttribute('aria-invalid', 'true');
  expect(calls.some((call) => call.method === 'POST')).toBe(false);
});

it('shows the server’s 422 by field', async () => {
  mockBff({
    'GET /api/user': signedIn,
    'GET /api/products/feedbacks/7/mine': mine(null),
    'POST /api/products/feedbacks': { status: 422, body: { message: 'Invalid', errors: { text: ['Server says no'] } } },
  });
  renderAccount(<Reviews productId={7} initial={page} />);
  await userEvent.click(await screen.findByRole('radio', { name: '3 stars' }));
  await userEvent.type(textArea(), 'A perfectly fine text.');
  await userEvent.click(screen.getByRole('button', { name: en.Reviews.submit }));
  expect(await screen.findByText('Server says no')).toBeInTheDocument();
  expect(textArea()).toHaveAttribute('aria-invalid', 'true');
});

it.each([
  ['rate-limited', { status: 429, body: { message: 'Too many attempts. Please try again in 60 minutes.' } }, 'Too many attempts. Please try again in 60 minutes.'],
  ['offline', 'offline' as const, en.Reviews.network],
  ['down', { status: 503, body: { message: 'Unavailable' } }, en.Reviews.unavailable],
])('keeps what was typed when the post fails (%s)', async (_label, answer, message) => {
  mockBff({ 'GET /api/user': signedIn, 'GET /api/products/feedbacks/7/mine': mine(null), 'POST /api/products/feedbacks': answer });
  renderAccount(<Reviews productId={7} initial={page} />);
  await userEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
  await userEvent.type(textArea(), 'Typed with care, not to lose.');
  await userEvent.click(screen.getByRole('button', { name: en.Reviews.submit }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(textArea()).toHaveValue('Typed with care, not to lose.');
  expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
  expect(within(list()).getAllByRole('article')).toHaveLength(1);
});

describe('only buyers review', () => {
  it.each([
    ['en', en.Reviews.buyersOnlyTitle, en.Reviews.buyersOnlyText],
    ['ru', 'Отзывы пишут покупатели', 'Оставить отзыв о товаре можно после его покупки: купите его, и форма появится здесь.'],
  ] as const)('tells a shopper who did not buy the product why there is no form (%s)', async (locale, title, text) => {
    mockBff({ 'GET /api/user': signedIn, 'GET /api/products/feedbacks/7/mine': mine(null, false) });
    renderAccount(<Reviews productId={7} initial={page} />, locale);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('says so, keeping what was typed, when the provider is the first to refuse (403 not_a_buyer)', async () => {
    mockBff({
      'GET /api/user': signedIn,
      'GET /api/products/feedbacks/7/mine': mine(null),
      'POST /api/products/feedbacks': { status: 403, body: { message: 'Only shoppers who bought this product can review it.', reason: 'not_a_buyer' } },
    });
    renderAccount(<Reviews productId={7} initial={page} />);
    await userEvent.click(await screen.findByRole('radio', { name: '4 stars' }));
    await userEvent.type(textArea(), 'I wanted to say something.');
    await userEvent.click(screen.getByRole('button', { name: en.Reviews.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.Reviews.buyersOnlyText);
    expect(textArea()).toHaveValue('I wanted to say something.');
    expect(within(list()).getAllByRole('article')).toHaveLength(1);
  });

  it('marks reviews by buyers as verified purchases, and only those', async () => {
    const bought: Review = { id: 2, author: 'Carla', rating: 5, text: 'Bought it, works.', createdAt: '2026-10-02T12:00:00.000Z', verifiedPurchase: true };
    mockBff({ 'GET /api/user': { status: 200, body: { user: null } } });
    renderAccount(<Reviews productId={7} initial={{ ...page, reviews: [bought, seeded], total: 2 }} />);
    const [first, second] = within(list()).getAllByRole('article');
    expect(within(first!).getByText(en.Product.verifiedPurchase)).toBeInTheDocument();
    expect(within(second!).queryByText(en.Product.verifiedPurchase)).not.toBeInTheDocument();
  });
});
