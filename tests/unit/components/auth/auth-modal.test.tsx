import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openAccountModal } from '@/components/auth/account-modals';
import { mockBff, renderAccount, resetAccountState, user } from '../../support/account-harness';
import { pushed } from '../../support/navigation-mock';
import { allMessages } from '../../support/render';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));

afterEach(() => {
  resetAccountState();
  pushed.length = 0;
});

function openAuth(tab: 'login' | 'register' = 'login', next?: string) {
  act(() => openAccountModal({ kind: 'auth', tab, next }));
}

/** An input of the visible tab (the other tab's panel stays mounted, hidden). */
function field(name: RegExp | string) {
  const panel = screen.queryByRole('tabpanel');
  return within(panel ?? document.body).getByLabelText(name, { selector: 'input' });
}

async function waitForDialogToClose() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** The text of the message that describes a field (its first error), or null. */
function errorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((node) => node?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

describe('tabs', () => {
  it('are ARIA tabs that switch with the arrow keys and keep what was typed', async () => {
    mockBff({});
    renderAccount(<></>);
    openAuth();
    const login = screen.getByRole('tab', { name: 'Log in' });
    expect(login).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Log in' })).toBeVisible();
    await userEvent.type(field('E-mail'), 'ana@example.com');

    login.focus();
    await userEvent.keyboard('{ArrowRight}');
    const register = screen.getByRole('tab', { name: 'Register' });
    expect(register).toHaveAttribute('aria-selected', 'true');
    expect(register).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Register' })).toBeVisible();

    await userEvent.click(screen.getByRole('tab', { name: 'Log in' }));
    expect(within(screen.getByRole('tabpanel', { name: 'Log in' })).getByLabelText('E-mail')).toHaveValue('ana@example.com');
  });
});

describe('login form', () => {
  it('validates at the first submit, shows only the first error per field and disables submit until valid', async () => {
    const calls = mockBff({});
    renderAccount(<></>);
    openAuth();
    const submit = screen.getByRole('button', { name: 'Log in' });
    expect(errorOf(field('E-mail'))).toBeNull();

    await userEvent.click(submit);
    expect(errorOf(field('E-mail'))).toBe('This field is required');
    expect(errorOf(field('Password'))).toBe('The password cannot be empty');
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(field('E-mail')).toHaveFocus();
    expect(submit).toBeDisabled();
    expect(calls).toHaveLength(0);

    await userEvent.type(field('E-mail'), 'not-an-address');
    expect(errorOf(field('E-mail'))).toBe('Incorrect e-mail format');
    await userEvent.clear(field('E-mail'));
    await userEvent.type(field('E-mail'), 'ana@example.com');
    expect(errorOf(field('E-mail'))).toBeNull();
    expect(submit).toBeDisabled();
    await userEvent.type(field('Password'), 'x'.repeat(129));
    expect(errorOf(field('Password'))).toBe('Password too long: at most 128 characters');
    await userEvent.clear(field('Password'));
    await userEvent.type(field('Password'), 'secret123');
    expect(field('Password')).not.toHaveAttribute('aria-invalid');
    expect(submit).toBeEnabled();
  });

  it('shows and hides the password', async () => {
    mockBff({});
    renderAccount(<></>);
    openAuth();
    const password = field('Password');
    await userEvent.type(password, 'secret123');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it.each([401, 422])('answers a %i with the generic invalid-credentials message and keeps what was typed', async (status) => {
    mockBff({ 'POST /api/login': { status, body: { message: 'whatever the server says', errors: { email: ['x'] } } } });
    renderAccount(<></>);
    openAuth();
    await userEvent.type(field('E-mail'), 'ana@example.com');
    await userEvent.type(field('Password'), 'wrongpass1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password');
    expect(field('E-mail')).toHaveValue('ana@example.com');
    expect(field('Password')).toHaveValue('wrongpass1');
    expect(errorOf(field('E-mail'))).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });

  it('shows a 429 in a modal with the server message and a close button, over the form', async () => {
    const message = 'Too many attempts. Please try again in 10 minutes.';
    mockBff({ 'POST /api/login': { status: 429, body: { message } } });
    renderAccount(<></>);
    openAuth();
    await userEvent.type(field('E-mail'), 'ana@example.com');
    await userEvent.type(field('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Too many attempts' });
    expect(dialog).toHaveTextContent(message);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Too many attempts' })).not.toBeInTheDocument();
    expect(field('E-mail')).toHaveValue('ana@example.com');
  });

  it('says clearly when the shop cannot be reached or is down', async () => {
    let answer: 'offline' | { status: number } = 'offline';
    mockBff({ 'POST /api/login': () => answer });
    renderAccount(<></>);
    openAuth();
    await userEvent.type(field('E-mail'), 'ana@example.com');
    await userEvent.type(field('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the shop. Check your connection and try again.');
    answer = { status: 503 };
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The shop is unavailable right now. Please try again in a moment.')).toBeInTheDocument();
  });

  it('on success closes, pushes sign_in to the dataLayer and goes to the cabinet', async () => {
    const calls = mockBff({ 'POST /api/login': { status: 200, body: { user } } });
    renderAccount(<></>, 'ru');
    openAuth();
    await userEvent.type(field('E-mail'), '  ana@example.com ');
    await userEvent.type(field('Пароль'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitForDialogToClose();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/login', body: { email: 'ana@example.com', password: 'secret123' } });
    expect(calls[0]!.query.get('locale')).toBe('ru');
    expect(window.dataLayer).toEqual([{ event: 'sign_in' }]);
    expect(pushed).toEqual(['/profile']);
  });

  it('goes to `next` after login when it was given', async () => {
    mockBff({ 'POST /api/login': { status: 200, body: { user } } });
    window.dataLayer = [{ event: 'earlier' }];
    renderAccount(<></>);
    openAuth('login', '/checkout');
    await userEvent.type(field('E-mail'), 'ana@example.com');
    await userEvent.type(field('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitForDialogToClose();
    expect(pushed).toEqual(['/checkout']);
    expect(window.dataLayer).toEqual([{ event: 'earlier' }, { event: 'sign_in' }]);
  });

  it.each(['//evil.example/x', '/pt-BR//evil.example/x', '/ru/%2Fevil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'goes to the cabinet, never elsewhere, when whoever opened the modal gave the hostile next %p',
    async (next) => {
      mockBff({ 'POST /api/login': { status: 200, body: { user } } });
      renderAccount(<></>);
      openAuth('login', next);
      await userEvent.type(field('E-mail'), 'ana@example.com');
      await userEvent.type(field('Password'), 'secret123');
      await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
      await waitForDialogToClose();
      expect(pushed).toEqual(['/profile']);
    },
  );
});

describe('register form', () => {
  async function fillValid() {
    await userEvent.type(field('Name'), 'Ana2024');
    await userEvent.type(field('E-mail'), 'ana@example.com');
    await userEvent.type(field('Password'), 'secret123');
    await userEvent.type(field('Repeat the password'), 'secret123');
    await userEvent.click(screen.getByRole('checkbox'));
  }

  it.each([
    ['Name', 'a', 'Name too short: at least 2 characters'],
    ['Name', 'a'.repeat(51), 'Name too long: at most 50 characters'],
    // Two rules broken (characters and length): only the first is shown.
    ['Name', '!', 'Use letters, digits, spaces, hyphens, apostrophes or periods, with at least one letter'],
    ['E-mail', 'ana@', 'Incorrect e-mail format'],
    ['E-mail', `${'a'.repeat(120)}@example.com`, 'The e-mail can be at most 128 characters'],
    ['Password', 'short1', 'Password too short: at least 8 characters'],
    ['Password', 'x'.repeat(129), 'Password too long: at most 128 characters'],
    ['Repeat the password', 'secret124', 'The passwords do not match'],
  ])('%s "%s" shows "%s" and nothing else', async (label, value, message) => {
    const calls = mockBff({});
    renderAccount(<></>);
    openAuth('register');
    await fillValid();
    // A new password is repeated, so the only rule broken is the one under test.
    for (const target of label === 'Password' ? ['Password', 'Repeat the password'] : [label]) {
      await userEvent.clear(field(target));
      await userEvent.type(field(target), value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(errorOf(field(label))).toBe(message);
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Register' });
    expect(panel.querySelectorAll('[id$="-error"]')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
    expect(calls).toHaveLength(0);
  });

  it('asks for the terms, with links to the three documents', async () => {
    mockBff({});
    renderAccount(<></>);
    openAuth('register');
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms-and-conditions');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'public offer' })).toHaveAttribute('href', '/contract-offer');
    await fillValid();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const checkbox = screen.getByRole('checkbox');
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Accept the terms, the privacy policy and the public offer');
    await userEvent.click(checkbox);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it("shows the server's 422 texts under their fields, in the shopper's language", async () => {
    mockBff({
      'POST /api/register': { status: 422, body: { message: 'Dados inválidos.', errors: { email: ['E-mail já existe'] } } },
    });
    renderAccount(<></>, 'pt-BR');
    openAuth('register');
    await userEvent.type(field('Nome'), 'Ana2024');
    await userEvent.type(field('E-mail'), 'ana@example.com');
    await userEvent.type(field('Senha'), 'secret123');
    await userEvent.type(field('Repita a senha'), 'secret123');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(errorOf(field('E-mail'))).toBe('E-mail já existe'));
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nome')).toHaveValue('Ana2024');
    expect(field('Senha')).toHaveValue('secret123');
    // Editing the field clears the server's text: it was about the old value.
    await userEvent.type(field('E-mail'), 'x');
    expect(errorOf(field('E-mail'))).toBeNull();
  });

  it('on success pushes registration and opens the registration-success modal', async () => {
    const calls = mockBff({ 'POST /api/register': { status: 201, body: { user: { ...user, verified: false } } } });
    renderAccount(<></>);
    openAuth('register');
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account created' });
    expect(dialog).toHaveTextContent('We sent a confirmation link to ana@example.com');
    expect(calls[0]!.body).toEqual({
      name: 'Ana2024',
      email: 'ana@example.com',
      password: 'secret123',
      password_confirmation: 'secret123',
      terms: true,
    });
    expect(window.dataLayer).toEqual([{ event: 'registration' }]);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue shopping' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Opened from the basket menu or the navbar: the shopper stays where they were.
    expect(pushed).toEqual([]);
  });

  it.each(['en', 'ru'] as const)('a guest who pressed Checkout and signs up lands on /checkout, told to confirm the e-mail (%s)', async (locale) => {
    const { Auth } = allMessages[locale];
    mockBff({ 'POST /api/register': { status: 201, body: { user: { ...user, verified: false } } } });
    renderAccount(<></>, locale);
    openAuth('register', '/checkout');
    await userEvent.type(field(Auth.name), 'Ana2024');
    await userEvent.type(field(Auth.email), 'ana@example.com');
    await userEvent.type(field(Auth.password), 'secret123');
    await userEvent.type(field(Auth.passwordRepeat), 'secret123');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: Auth.registerSubmit }));
    expect(await screen.findByRole('dialog', { name: Auth.registeredTitle })).toBeInTheDocument();
    expect(pushed).toEqual(['/checkout']);
  });
});
