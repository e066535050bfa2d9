// The account calls of docs/accounts-contract.md ("Provider API"): sign-up and sign-in with bearer
// tokens, e-mail verification, password reset, profile changes confirmed by mailed links, purchases.
import type { Handler, Logger } from '../http/context';
import { invalid } from '../http/field-errors';
import { personal, signedIn, unauthenticated } from '../http/guards';
import { text } from '../http/messages';
import { HttpError, JsonAnswer } from '../http/respond';
import type { Router } from '../http/router';
import type { Queryable } from '../db/types';
import type { ProviderLocale } from '../seed/types';
import { SEARCH_MAX_LENGTH } from '../search/normalize';
import { AfterAnswer } from './after-answer';
import { AccountLimits, limitsFromEnv, type LimitRules } from './limits';
import { composeEmailChangeNotice, composeMail, mailLink, mailSettingsFromEnv, MailDelivery, storeMail, type MailSettings, type StoredMail } from './mail';
import { hashPassword, passwordHashingFromEnv, prepareDummyHash, verifyAgainstDummy, verifyPassword, type ScryptParams } from './passwords';
import { purchasePage } from './purchases';
import {
  changeEmail,
  consumeOneTimeToken,
  createUser,
  emailTaken,
  issueAccessToken,
  issueOneTimeToken,
  isUniqueViolation,
  markVerified,
  passwordHashOf,
  peekOneTimeToken,
  revokeAccessToken,
  revokeUserTokens,
  setPasswordHash,
  updateName,
  userByEmail,
  voidPendingTokens,
  type User,
} from './store';
import { isWellFormedToken, NOTICE_RESET_LIFETIME, type OneTimeKind } from './tokens';
import {
  emailForm,
  loginForm,
  nameForm,
  passwordUpdateForm,
  registerForm,
  resetForm,
  resetRequestForm,
  tokenForm,
  valid,
} from './validation';

export interface AccountOptions {
  /** Overrides of the default rate limits (limits.ts). */
  limits?: Partial<LimitRules>;
  /** Storefront address, sender and SMTP; read from the environment when absent. */
  mail?: MailSettings;
  /** GET /dev/mail, /dev/mail.json and POST /dev/purchases; default: unless NODE_ENV=production. */
  devEndpoints?: boolean;
  /** The cost of hashing new passwords; default: passwordHashingFromEnv() (the standard cost unless a test asks). */
  passwordHashing?: ScryptParams;
}

export interface Accounts {
  limits: AccountLimits;
  mail: MailSettings;
  delivery: MailDelivery;
  /** Mail work done once the answer is sent (after-answer.ts); the outbox and shutdown wait for it. */
  afterAnswer: AfterAnswer;
  devEndpoints: boolean;
  passwordHashing: ScryptParams;
}

export function createAccounts(options: AccountOptions, logger: Logger): Accounts {
  const mail = options.mail ?? mailSettingsFromEnv();
  const hashing = options.passwordHashing ? { params: options.passwordHashing, ignored: false } : passwordHashingFromEnv();
  if (hashing.ignored) logger.info('PROVIDER_PASSWORD_HASHING=fast is ignored with NODE_ENV=production: passwords are hashed at the standard cost');
  // The first login with an unknown e-mail should not pay for making the dummy hash.
  void prepareDummyHash();
  return {
    limits: new AccountLimits(options.limits ?? limitsFromEnv()),
    mail,
    delivery: new MailDelivery(mail, logger),
    afterAnswer: new AfterAnswer(logger),
    devEndpoints: options.devEndpoints ?? process.env.NODE_ENV !== 'production',
    passwordHashing: hashing.params,
  };
}

const ok = { ok: true } as const;

const gone = (locale: ProviderLocale) => new HttpError(410, text(locale, 'linkExpired'));

/** A link token from the path or a body: malformed ones are "not found" before any lookup. */
function linkToken(locale: ProviderLocale, token: string): string {
  if (!isWellFormedToken(token)) throw new HttpError(404, text(locale, 'linkInvalid'));
  return token;
}

/**
 * Issues a link token of `kind` for `user` and writes its mail to `to` in the outbox, inside the
 * caller's transaction: the token exists exactly when its mail does.
 */
async function linkMail(
  tx: Queryable,
  accounts: Accounts,
  locale: ProviderLocale,
  kind: OneTimeKind,
  user: { id: number; name: string; email: string },
  options: { to?: string; payload?: Record<string, unknown>; replacePending?: boolean } = {},
): Promise<StoredMail> {
  const token = await issueOneTimeToken(tx, user.id, kind, options.payload, { replacePending: options.replacePending });
  const link = mailLink(accounts.mail.storefrontUrl, locale, kind, token);
  return storeMail(tx, composeMail(kind, locale, options.to ?? user.email, user.name, link));
}

/** The address an e-mail change notice's reset link gives back, or null for a plain reset link. */
function restoredEmail(payload: Record<string, unknown>): string | null {
  return typeof payload.restore_email === 'string' && payload.restore_email !== '' ? payload.restore_email : null;
}

/** ?page= (1..5000, default 1) and ?search_string= (trimmed, at most 68 characters) of the purchases. */
function purchaseQuery(locale: ProviderLocale, query: URLSearchParams): { page: number; search: string } {
  const rawPage = query.get('page')?.trim() ?? '';
  const page = rawPage === '' ? 1 : /^\d{1,9}$/.test(rawPage) ? Number(rawPage) : NaN;
  const search = query.get('search_string')?.trim() ?? '';
  const errors: Record<string, 'pageInvalid' | 'searchTooLong'> = {};
  if (!(page >= 1 && page <= 5000)) errors.page = 'pageInvalid';
  if ([...search].length > SEARCH_MAX_LENGTH) errors.search_string = 'searchTooLong';
  if (Object.keys(errors).length > 0) throw invalid(locale, errors);
  return { page, search };
}

export function addAccountRoutes(router: Router<Handler>, accounts: Accounts): void {
  const { limits, delivery, afterAnswer } = accounts;
  const route = (method: string, path: string, handler: Handler) => router.add(method, path, personal(handler));

  route('POST', '/api/login', async (ctx) => {
    const { locale, clientIp } = ctx;
    const form = valid(locale, loginForm(await ctx.body()));
    // Counted before the check, so parallel guesses cannot outrun the limit; a success is taken back.
    await limits.take(locale, ['loginEmail', form.email], ['loginIp', clientIp]);
    const found = await userByEmail(ctx.db, form.email);
    const matches = found ? await verifyPassword(form.password, found.passwordHash) : await verifyAgainstDummy(form.password);
    if (!found || !matches) throw new HttpError(401, text(locale, 'invalidCredentials'));
    await limits.undo('loginIp', clientIp);
    await limits.reset('loginEmail', form.email);
    const user: User = { id: found.id, email: found.email, name: found.name, verified: found.verified, balance: found.balance };
    return { token: await issueAccessToken(ctx.db, user.id), user };
  });

  route('POST', '/api/register', async (ctx) => {
    const { locale } = ctx;
    const form = valid(locale, registerForm(await ctx.body()));
    await limits.take(locale, ['register', ctx.clientIp]);
    if (await emailTaken(ctx.db, form.email)) throw invalid(locale, { email: 'emailTaken' });
    const passwordHash = await hashPassword(form.password, accounts.passwordHashing);
    const created = await ctx.db.transaction(async (tx) => {
      const user = await createUser(tx, { email: form.email, name: form.name, passwordHash });
      if (!user) return null; // taken meanwhile
      const token = await issueAccessToken(tx, user.id);
      const mail = await linkMail(tx, accounts, locale, 'verify-email', user);
      return { token, user, mail };
    });
    if (!created) throw invalid(locale, { email: 'emailTaken' });
    delivery.deliver(created.mail);
    return new JsonAnswer(201, { token: created.token, user: created.user });
  });

  route('POST', '/api/logout', async (ctx) => {
    await signedIn(ctx);
    await revokeAccessToken(ctx.db, ctx.token!);
    return ok;
  });

  route('GET', '/api/user', async (ctx) => ({ user: await signedIn(ctx) }));

  route('GET', '/api/user/balance', async (ctx) => ({ balance: (await signedIn(ctx)).balance }));

  route('POST', '/api/password-reset', async (ctx) => {
    const { locale } = ctx;
    const { email } = valid(locale, resetRequestForm(await ctx.body()));
    await limits.take(locale, ['resetEmail', email], ['resetIp', ctx.clientIp]);
    // The same answer whether an account has this address or not (like login's one message for a
    // wrong e-mail or password), and at the same moment: the address is looked up and the mail
    // written only once the answer is sent, so neither its body nor its timing tells which
    // addresses are registered.
    afterAnswer.run(ctx.res, 'Password reset mail', async () => {
      const user = await userByEmail(ctx.db, email);
      if (!user) return;
      const mail = await ctx.db.transaction((tx) => linkMail(tx, accounts, locale, 'password-reset', user));
      delivery.deliver(mail);
    });
    return ok;
  });

  route('GET', '/api/password-reset/:token', async (ctx) => {
    const token = linkToken(ctx.locale, ctx.params.token!);
    const usable = await peekOneTimeToken(ctx.db, token, 'password-reset');
    if (!usable) throw gone(ctx.locale);
    // A notice's link names the address the account will have again.
    return { ok: true, email: restoredEmail(usable.payload) ?? usable.email };
  });

  route('PATCH', '/api/password-reset/:token', async (ctx) => {
    const { locale } = ctx;
    const token = linkToken(locale, ctx.params.token!);
    if (!(await peekOneTimeToken(ctx.db, token, 'password-reset'))) throw gone(locale);
    const form = valid(locale, resetForm(await ctx.body()));
    const passwordHash = await hashPassword(form.password, accounts.passwordHashing);
    const done = await ctx.db.transaction(async (tx) => {
      const used = await consumeOneTimeToken(tx, token, 'password-reset');
      if (!used) return false; // used up while the password was hashed
      await setPasswordHash(tx, used.userId, passwordHash);
      // The link of an e-mail change notice: the change was not the owner's. The old address
      // becomes the account's again (unless another account took it meanwhile).
      const restore = restoredEmail(used.payload);
      if (restore !== null && restore !== used.email && !(await emailTaken(tx, restore))) await changeEmail(tx, used.userId, restore);
      // The link reached the mailbox: the address is proven too.
      await markVerified(tx, used.userId);
      await revokeUserTokens(tx, used.userId);
      // Whoever asked for a change before the reset no longer can complete it.
      await voidPendingTokens(tx, used.userId, ['password-reset', 'password-update', 'email-update']);
      return true;
    });
    if (!done) throw gone(locale);
    return ok;
  });

  route('POST', '/api/profile/email-verify', async (ctx) => {
    const { locale } = ctx;
    await limits.take(locale, ['emailVerify', ctx.clientIp]);
    const token = linkToken(locale, valid(locale, tokenForm(await ctx.body())).token);
    const user = await ctx.db.transaction(async (tx) => {
      const used = await consumeOneTimeToken(tx, token, 'verify-email');
      return used ? markVerified(tx, used.userId) : null;
    });
    if (!user) throw gone(locale);
    return { ok: true, user };
  });

  route('POST', '/api/profile/email-verify/resend', async (ctx) => {
    const user = await signedIn(ctx);
    await limits.take(ctx.locale, ['emailVerify', ctx.clientIp]);
    if (!user.verified) {
      const mail = await ctx.db.transaction((tx) => linkMail(tx, accounts, ctx.locale, 'verify-email', user));
      delivery.deliver(mail);
    }
    return ok;
  });

  route('PATCH', '/api/profile/name-update', async (ctx) => {
    const user = await signedIn(ctx);
    const { name } = valid(ctx.locale, nameForm(await ctx.body()));
    const updated = await updateName(ctx.db, user.id, name);
    if (!updated) throw unauthenticated(ctx.locale);
    return { user: updated };
  });

  route('PATCH', '/api/profile/email-update', async (ctx) => {
    const { locale } = ctx;
    const user = await signedIn(ctx);
    const { email } = valid(locale, emailForm(await ctx.body()));
    if (await emailTaken(ctx.db, email)) throw invalid(locale, { email: 'emailTaken' });
    await limits.take(locale, ['changeMail', String(user.id)]);
    // The link goes to the new address: following it proves the shopper reads that mailbox. The
    // old address is told, with a way back if it was not its owner (someone else signed in): a
    // reset link that cancels the change and keeps, or gives back, that address (PATCH
    // /api/password-reset/{token} with `restore_email`).
    const mails = await ctx.db.transaction(async (tx) => {
      const confirmation = await linkMail(tx, accounts, locale, 'email-update', user, { to: email, payload: { email }, replacePending: true });
      const reset = await issueOneTimeToken(tx, user.id, 'password-reset', { restore_email: user.email }, { lifetimeSeconds: NOTICE_RESET_LIFETIME });
      const link = mailLink(accounts.mail.storefrontUrl, locale, 'password-reset', reset);
      const notice = await storeMail(tx, composeEmailChangeNotice(locale, user.email, user.name, email, link));
      return [confirmation, notice];
    });
    for (const mail of mails) delivery.deliver(mail);
    return ok;
  });

  route('PATCH', '/api/profile/password-update', async (ctx) => {
    const { locale } = ctx;
    const user = await signedIn(ctx);
    const form = valid(locale, passwordUpdateForm(await ctx.body()));
    const key = String(user.id);
    await limits.take(locale, ['currentPassword', key]);
    const stored = await passwordHashOf(ctx.db, user.id);
    if (stored === null || !(await verifyPassword(form.password, stored))) {
      throw invalid(locale, { password: 'currentPasswordWrong' });
    }
    await limits.undo('currentPassword', key);
    await limits.take(locale, ['changeMail', key]);
    // The new password waits, hashed, in the token's payload until the mailed link confirms it.
    const passwordHash = await hashPassword(form.newPassword, accounts.passwordHashing);
    const mail = await ctx.db.transaction((tx) =>
      linkMail(tx, accounts, locale, 'password-update', user, { payload: { password_hash: passwordHash }, replacePending: true }),
    );
    delivery.deliver(mail);
    return ok;
  });

  route('PATCH', '/api/profile/email-update-confirmation/:token', async (ctx) => {
    const { locale } = ctx;
    const token = linkToken(locale, ctx.params.token!);
    try {
      const user = await ctx.db.transaction(async (tx) => {
        const used = await consumeOneTimeToken(tx, token, 'email-update');
        if (!used) throw gone(locale);
        const email = typeof used.payload.email === 'string' ? used.payload.email : '';
        // Taken since the request: refused, and the link stays usable (the transaction rolls back).
        if (email === '' || (await emailTaken(tx, email))) throw invalid(locale, { email: 'emailTaken' });
        const changed = await changeEmail(tx, used.userId, email);
        // Links mailed to the old address no longer apply, but for the notice's: its owner's way back.
        await voidPendingTokens(tx, used.userId, ['verify-email', 'password-reset'], { keepRestoring: true });
        return changed;
      });
      if (!user) throw gone(locale);
      return { ok: true, user };
    } catch (err) {
      if (isUniqueViolation(err)) throw invalid(locale, { email: 'emailTaken' });
      throw err;
    }
  });

  route('POST', '/api/profile/password-update-confirmation', async (ctx) => {
    const { locale } = ctx;
    const token = linkToken(locale, valid(locale, tokenForm(await ctx.body())).token);
    const done = await ctx.db.transaction(async (tx) => {
      const used = await consumeOneTimeToken(tx, token, 'password-update');
      const passwordHash = used?.payload.password_hash;
      if (!used || typeof passwordHash !== 'string') return false;
      await setPasswordHash(tx, used.userId, passwordHash);
      // Every other session ends; the one confirming (when it is this account's) stays.
      await revokeUserTokens(tx, used.userId, ctx.token);
      await voidPendingTokens(tx, used.userId, ['password-reset', 'password-update']);
      return true;
    });
    if (!done) throw gone(locale);
    return ok;
  });

  route('GET', '/api/profile/products/purchased/search', async (ctx) => {
    const user = await signedIn(ctx);
    const { page, search } = purchaseQuery(ctx.locale, ctx.query);
    return { result: await purchasePage(ctx.db, user.id, ctx.locale, page, search) };
  });
}
