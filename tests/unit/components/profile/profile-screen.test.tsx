import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileScreen } from '@/components/profile/profile-screen';
import type { Purchase } from '@/lib/types/account';
import { type BffCall, mockBff, renderAccount, resetAccountState, user } from '../../support/account-harness';
import { pushed } from '../../support/navigation-mock';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));

afterEach(() => {
  resetAccountState();
  pushed.length = 0;
});

function purchase(n: number): Purchase {
  return {
    id: 100 + n,
    product_id: 40 + n,
    name: `Steam Wallet ${n}`,
    price: 1000 * n + 50,
    purchased_at: `2026-03-${String(n).padStart(2, '0')}T12:00:00.000Z`,
    article: `ART-${n}`,
    product_code: `CODE-${n}-XYZ`,
    cover_path: `/media/covers/${n}.svg`,
  };
}

const ALL = Array.from({ length: 12 }, (_, index) => purchase(index + 1));

/** The BFF's search: name or article, case-insensitive, pages of 10. */
function searchPurchases(call: BffCall) {
  const page = Number(call.query.get('page'));
  const text = (call.query.get('search_string') ?? '').toLowerCase();
  const found = ALL.filter((item) => item.name.toLowerCase().includes(text) || item.article.toLowerCase().includes(text));
  return { status: 200, body: { result: { products: found.slice((page - 1) * 10, page * 10), total: found.length, page, limit: 10 } } };
}

function signedIn(extra: Parameters<typeof mockBff>[0] = {}) {
  return mockBff({
    'GET /api/user': { status: 200, body: { user } },
    'GET /api/user/balance': { status: 200, body: { balance: 123456 } },
    'GET /api/profile/products/purchased/search': searchPurchases,
    'GET /api/stock-alerts': { status: 200, body: { alerts: [], limit: 50 } },
    ...extra,
  });
}

const purchaseCalls = (calls: BffCall[]) => calls.filter((call) => call.path === '/api/profile/products/purchased/search');

describe('cabinet', () => {
  it('sends its account forms as POST: typed before the page is hydrated, a password never goes into a URL', async () => {
    signedIn();
    renderAccount(<ProfileScreen />, 'en');
    await screen.findByRole('heading', { level: 1 });
    const forms = [...document.querySelectorAll('form')].filter((form) => form.getAttribute('role') !== 'search');
    expect(forms.length).toBeGreaterThanOrEqual(3);
    expect(forms.filter((form) => form.querySelector('input[type="password"]'))).not.toHaveLength(0);
    for (const form of forms) expect(form.method).toBe('post');
  });

  it('greets the user by name and shows the balance from the BFF', async () => {
    signedIn();
    renderAccount(<ProfileScreen />, 'ru');
    expect(await screen.findByRole('heading', { level: 1, name: 'Здравствуйте, Ana2024!' })).toBeInTheDocument();
    expect(await screen.findByText(/1\s234,56\s€/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить ссылку ещё раз' })).not.toBeInTheDocument();
  });

  it('links to the order history, in the page’s language', async () => {
    signedIn();
    renderAccount(<ProfileScreen knownUser={user} />, 'hi');
    expect(await screen.findByRole('link', { name: 'मेरे ऑर्डर' })).toHaveAttribute('href', '/profile/orders');
  });

  it("shows the server-known user at once, then the BFF's answer", async () => {
    signedIn({ 'GET /api/user': { status: 200, body: { user: { ...user, name: 'Renamed1' } } } });
    renderAccount(<ProfileScreen knownUser={user} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Ana2024!' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Renamed1!' })).toBeInTheDocument();
  });

  it('sends a guest to log in and come back', async () => {
    mockBff({ 'GET /api/user': { status: 200, body: { user: null } } });
    renderAccount(<ProfileScreen />);
    await waitFor(() => expect(pushed).toEqual(['/?auth=login&next=%2Fprofile']));
  });

  it('checks the session again when the window regains focus, and sends to log in once it has ended', async () => {
    let ended = false;
    signedIn({ 'GET /api/user': () => (ended ? { status: 200, body: { user: null } } : { status: 200, body: { user } }) });
    renderAccount(<ProfileScreen />);
    await screen.findByRole('heading', { level: 1, name: 'Hello, Ana2024!' });
    expect(pushed).toEqual([]);
    ended = true;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(pushed).toEqual(['/?auth=login&next=%2Fprofile']));
  });

  it('offers to resend the verification mail while the e-mail is not confirmed', async () => {
    const calls = signedIn({
      'GET /api/user': { status: 200, body: { user: { ...user, verified: false } } },
      'POST /api/profile/email-verify/resend': { status: 200, body: { ok: true } },
    });
    renderAccount(<ProfileScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We sent a new link to ana@example.com.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/profile/email-verify/resend')).toBe(true);
  });

  it('logs out: tells the BFF, forgets the user and goes home', async () => {
    const calls = signedIn({ 'POST /api/logout': { status: 200, body: { ok: true } } });
    renderAccount(<ProfileScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(pushed).toEqual(['/']));
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/logout')).toBe(true);
    // The user is gone from memory: the screen no longer greets anyone.
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument());
  });
});

describe('purchases', () => {
  it('lists name, cost, date, article and code, and copies the code', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    signedIn();
    renderAccount(<ProfileScreen />);
    const list = await screen.findByRole('list', { name: 'My purchases' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    const first = items[0]!;
    expect(within(first).getByRole('heading', { name: 'Steam Wallet 1' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Steam Wallet 1' })).toHaveAttribute('href', '/product/41');
    expect(first).toHaveTextContent('€10.50');
    expect(first).toHaveTextContent('03/01/2026');
    expect(first).toHaveTextContent('ART-1');
    expect(first).toHaveTextContent('CODE-1-XYZ');
    expect(screen.getByText('12 purchases')).toBeInTheDocument();

    await userEvent.click(within(first).getByRole('button', { name: 'Copy the code of Steam Wallet 1' }));
    expect(writeText).toHaveBeenCalledWith('CODE-1-XYZ');
    expect(within(first).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(within(first).getByRole('status')).toHaveTextContent('Code copied');
  });

  it('pages through with previous and next', async () => {
    const calls = signedIn();
    renderAccount(<ProfileScreen />);
    const pager = await screen.findByRole('navigation', { name: 'Pages of purchases' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Steam Wallet 11' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'My purchases' })).getAllByRole('listitem')).toHaveLength(2);
    expect(pager).toHaveTextContent('Page 2 of 2');
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(purchaseCalls(calls).map((call) => call.query.get('page'))).toEqual(['1', '2']);

    await userEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: 'Steam Wallet 1' })).toBeInTheDocument();
  });

  it('searches by name or article, from the first page, and says when nothing matches', async () => {
    const calls = signedIn();
    renderAccount(<ProfileScreen />);
    const search = await screen.findByRole('searchbox', { name: 'Search your purchases' });
    expect(search).toHaveAttribute('maxLength', '68');
    await userEvent.type(search, 'art-12{Enter}');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'My purchases' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Steam Wallet 12' })).toBeInTheDocument();
    expect(screen.getByText('1 purchase found')).toBeInTheDocument();
    const last = purchaseCalls(calls).at(-1)!;
    expect(last.query.get('search_string')).toBe('art-12');
    expect(last.query.get('page')).toBe('1');

    await userEvent.clear(search);
    await userEvent.type(search, 'netflix{Enter}');
    expect(await screen.findByText('Nothing found for “netflix”.')).toBeInTheDocument();
  });

  it('searches by itself a moment after typing stops', async () => {
    const calls = signedIn();
    renderAccount(<ProfileScreen />);
    await userEvent.type(await screen.findByRole('searchbox'), 'wallet 3');
    expect(await screen.findByText('1 purchase found')).toBeInTheDocument();
    // One request for what was typed, not one per keystroke.
    expect(purchaseCalls(calls).map((call) => call.query.get('search_string'))).toEqual(['', 'wallet 3']);
  });

  it('has an empty state', async () => {
    signedIn({ 'GET /api/profile/products/purchased/search': { status: 200, body: { result: { products: [], total: 0, page: 1, limit: 10 } } } });
    renderAccount(<ProfileScreen />);
    expect(await screen.findByText('You have not bought anything yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the catalogue' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Pages of purchases' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    let down = true;
    signedIn({ 'GET /api/profile/products/purchased/search': (call) => (down ? { status: 503, body: { message: 'down' } } : searchPurchases(call)) });
    renderAccount(<ProfileScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your purchases could not be loaded.');
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Steam Wallet 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('edit profile', () => {
  async function openEditor() {
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    return screen.getByRole('region', { name: 'Edit profile' });
  }

  it('changes the name and greets with the new one', async () => {
    const calls = signedIn({ 'PATCH /api/profile/name-update': { status: 200, body: { user: { ...user, name: 'Maria99' } } } });
    renderAccount(<ProfileScreen />);
    const editor = await openEditor();
    const name = within(editor).getByLabelText('Name');
    expect(name).toHaveValue('Ana2024');
    await userEvent.clear(name);
    await userEvent.type(name, 'Maria99');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save the name' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Maria99!' })).toBeInTheDocument();
    expect(within(editor).getByText('Name saved')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')!.body).toEqual({ name: 'Maria99' });
  });

  it('says "Something went wrong" when a name change fails without a message', async () => {
    signedIn({ 'PATCH /api/profile/name-update': { status: 403, body: {} } });
    renderAccount(<ProfileScreen />, 'ru');
    await userEvent.click(await screen.findByRole('button', { name: 'Редактировать профиль' }));
    const editor = screen.getByRole('region', { name: 'Редактировать профиль' });
    await userEvent.click(within(editor).getByRole('button', { name: 'Сохранить имя' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent('Что-то пошло не так');
  });

  it('asks to confirm a new e-mail through the link sent to it', async () => {
    const calls = signedIn({ 'PATCH /api/profile/email-update': { status: 200, body: { ok: true } } });
    renderAccount(<ProfileScreen />);
    const editor = await openEditor();
    await userEvent.type(within(editor).getByLabelText('New e-mail'), 'new@example.com');
    await userEvent.click(within(editor).getByRole('button', { name: 'Change the e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the new e-mail' });
    expect(dialog).toHaveTextContent('We sent a confirmation link to the new address, new@example.com.');
    expect(calls.find((call) => call.method === 'PATCH')!.body).toEqual({ email: 'new@example.com' });
  });

  it('changes the password after confirmation by e-mail, and shows a wrong current password under its field', async () => {
    let wrong = true;
    const calls = signedIn({
      'PATCH /api/profile/password-update': () =>
        wrong ? { status: 422, body: { message: 'Invalid.', errors: { password: ['The current password is incorrect'] } } } : { status: 200, body: { ok: true } },
    });
    renderAccount(<ProfileScreen />);
    const editor = await openEditor();
    const current = within(editor).getByLabelText('Current password');
    await userEvent.type(current, 'oldsecret1');
    await userEvent.type(within(editor).getByLabelText('New password'), 'newsecret1');
    await userEvent.type(within(editor).getByLabelText('Repeat the new password'), 'newsecret1');
    await userEvent.click(within(editor).getByRole('button', { name: 'Change the password' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is incorrect'));

    wrong = false;
    await userEvent.clear(current);
    await userEvent.type(current, 'oldsecret2');
    await userEvent.click(within(editor).getByRole('button', { name: 'Change the password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the new password' });
    expect(dialog).toHaveTextContent('The new password takes effect once you confirm it through the link.');
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)!.body).toEqual({
      password: 'oldsecret2',
      newPassword: 'newsecret1',
      new_password_confirmation: 'newsecret1',
    });
    expect(current).toHaveValue('');
  });
});
