import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openAccountModal } from '@/components/auth/account-modals';
import { CapabilitiesProvider } from '@/components/capabilities/offered';
import { ALL_CAPABILITIES } from '@/lib/types/capabilities';
import { TestModalHost, mockBff, renderAccount, resetAccountState } from '../../support/account-harness';
import { pushed } from '../../support/navigation-mock';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));

afterEach(() => {
  resetAccountState();
  pushed.length = 0;
});

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd';

describe('forgot password', () => {
  it('opens from the login tab with the typed e-mail, and goes back to login', async () => {
    mockBff({});
    renderAccount(<></>);
    act(() => openAccountModal({ kind: 'auth', tab: 'login' }));
    await userEvent.type(within(screen.getByRole('tabpanel')).getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Password recovery' });
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('ana@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
  });

  it('uses the recovery message for a bad address and blocks the submit until it is fixed', async () => {
    const calls = mockBff({});
    renderAccount(<></>);
    act(() => openAccountModal({ kind: 'password-reset' }));
    const input = screen.getByLabelText('E-mail');
    await userEvent.type(input, 'ana@example');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(input).toHaveAccessibleDescription('Invalid recovery e-mail');
    expect(screen.getByRole('button', { name: 'Send the link' })).toBeDisabled();
    expect(calls).toHaveLength(0);
    await userEvent.type(input, '.com');
    expect(screen.getByRole('button', { name: 'Send the link' })).toBeEnabled();
  });

  it('shows a field error the server sends under the input, keeping the address', async () => {
    mockBff({ 'POST /api/password-reset': { status: 422, body: { message: 'Invalid.', errors: { email: ['Invalid recovery e-mail'] } } } });
    renderAccount(<></>);
    act(() => openAccountModal({ kind: 'password-reset' }));
    const input = screen.getByLabelText('E-mail');
    await userEvent.type(input, 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Invalid recovery e-mail')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Invalid recovery e-mail');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('nobody@example.com');
  });

  it('shows a 429 with the server message', async () => {
    mockBff({ 'POST /api/password-reset': { status: 429, body: { message: 'Too many attempts. Please try again in 15 minutes.' } } });
    renderAccount(<></>);
    act(() => openAccountModal({ kind: 'password-reset' }));
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('dialog', { name: 'Too many attempts' })).toHaveTextContent('Please try again in 15 minutes.');
  });

  it('on success closes and opens its success modal', async () => {
    const calls = mockBff({ 'POST /api/password-reset': { status: 200, body: { ok: true } } });
    renderAccount(<></>, 'pt-BR');
    act(() => openAccountModal({ kind: 'password-reset' }));
    await userEvent.type(screen.getByLabelText('E-mail'), ' ana@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verifique seu e-mail' });
    // Worded for an address that may have no account: the answer does not say whether one exists.
    expect(dialog).toHaveTextContent('Se houver uma conta com o e-mail ana@example.com, enviamos para ele um link');
    expect(screen.queryByRole('dialog', { name: 'Recuperar senha' })).not.toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: '/api/password-reset', body: { email: 'ana@example.com' } });
    expect(calls[0]!.query.get('locale')).toBe('pt-BR');
  });
});

describe('the reset link (new password)', () => {
  it('checks the link first and offers a new one when it is unusable', async () => {
    const calls = mockBff({ [`GET /api/password-reset/${TOKEN}`]: { status: 410, body: { message: 'This link has expired or was already used' } } });
    renderAccount(<></>);
    act(() => openAccountModal({ kind: 'new-password', token: TOKEN, leaveTo: '/' }));
    const dialog = await screen.findByRole('dialog', { name: 'This link cannot be used' });
    expect(dialog).toHaveTextContent('This recovery link has expired or was already used.');
    expect(calls.map((call) => call.method)).toEqual(['GET']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request a new link' }));
    expect(screen.getByRole('dialog', { name: 'Password recovery' })).toBeInTheDocument();
  });

  it('sets the new password and then offers to log in', async () => {
    const calls = mockBff({
      [`GET /api/password-reset/${TOKEN}`]: { status: 200, body: { ok: true, email: 'ana@example.com' } },
      [`PATCH /api/password-reset/${TOKEN}`]: { status: 200, body: { ok: true } },
    });
    renderAccount(<></>);
    act(() => openAccountModal({ kind: 'new-password', token: TOKEN, leaveTo: '/' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set a new password' });
    expect(dialog).toHaveTextContent('For the account ana@example.com');
    await userEvent.type(within(dialog).getByLabelText('New password'), 'newsecret1');
    await userEvent.type(within(dialog).getByLabelText('Repeat the password'), 'newsecret2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the password' }));
    expect(within(dialog).getByLabelText('Repeat the password')).toHaveAccessibleDescription('The passwords do not match');
    await userEvent.clear(within(dialog).getByLabelText('Repeat the password'));
    await userEvent.type(within(dialog).getByLabelText('Repeat the password'), 'newsecret1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the password' }));

    const done = await screen.findByRole('dialog', { name: 'Password saved' });
    expect(calls[1]).toMatchObject({ method: 'PATCH', body: { password: 'newsecret1', password_confirmation: 'newsecret1' } });
    await userEvent.click(within(done).getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
  });

  it('with a provider that cannot check links, shows the form at once and tells a used link by the save', async () => {
    const calls = mockBff({ [`PATCH /api/password-reset/${TOKEN}`]: { status: 410, body: { message: 'This link has expired or was already used' } } });
    renderAccount(
      <CapabilitiesProvider capabilities={{ ...ALL_CAPABILITIES, 'reset-link-check': false }}>
        <TestModalHost />
      </CapabilitiesProvider>,
      'en',
      { host: false },
    );
    act(() => openAccountModal({ kind: 'new-password', token: TOKEN, leaveTo: '/' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set a new password' });
    expect(dialog).not.toHaveTextContent('For the account');
    await userEvent.type(within(dialog).getByLabelText('New password'), 'newsecret1');
    await userEvent.type(within(dialog).getByLabelText('Repeat the password'), 'newsecret1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByRole('dialog', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(calls.map((call) => call.method)).toEqual(['PATCH']);
  });

  it('goes to the home page when the modal of a link page is closed', async () => {
    mockBff({ [`GET /api/password-reset/${TOKEN}`]: { status: 410, body: { message: 'gone' } } });
    renderAccount(<></>);
    act(() => openAccountModal({ kind: 'new-password', token: TOKEN, leaveTo: '/' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pushed).toEqual(['/']);
  });
});
