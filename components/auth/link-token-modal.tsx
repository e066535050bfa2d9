'use client';
// What an e-mail link does when it is opened (docs/product/order-states.md): activates
// the account (/verify-email/{token}, ?accountToken=), confirms an e-mail change (?emailToken=)
// or a password change (?passwordToken=), then says so in a modal. Tokens are single use, so
// each is sent once per page load even when React runs the effect twice.
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { accountApi } from '@/lib/client/account';
import { type ApiResult, failureKind } from '@/lib/client/request';
import type { LinkAction } from '@/lib/account/link-params';
import { checkingLinkNotice, linkFailedNotice } from './link-notices';
import { NoticeModal } from './notice-modal';
import { openAccountModal } from './account-modals';
import { useUser } from './use-user';
import { useUserCache } from './use-user-cache';

const runs = new Map<string, Promise<ApiResult<unknown>>>();

function send(action: LinkAction, token: string, locale: string): Promise<ApiResult<unknown>> {
  const key = `${action}:${token}`;
  let run = runs.get(key);
  if (!run) {
    if (action === 'verify-email') run = accountApi.verifyEmail(locale, token);
    else if (action === 'email-change') run = accountApi.confirmEmailUpdate(locale, token);
    else run = accountApi.confirmPasswordUpdate(locale, token);
    runs.set(key, run);
  }
  return run;
}

type State =
  | { step: 'pending' }
  | { step: 'done' }
  | { step: 'gone' }
  | { step: 'rate-limited'; message: string | null }
  | { step: 'failed'; offline: boolean };

const DONE_TEXTS = {
  'verify-email': { title: 'activatedTitle', text: 'activatedText' },
  'email-change': { title: 'emailChangedTitle', text: 'emailChangedText' },
  'password-change': { title: 'passwordChangedTitle', text: 'passwordChangeConfirmedText' },
} as const;

export function LinkTokenModal({ action, token, onClose }: { action: LinkAction; token: string; onClose: () => void }) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const userCache = useUserCache();
  const user = useUser();
  const [state, setState] = useState<State>({ step: 'pending' });
  const [attempt, setAttempt] = useState(0);

  const { revalidate } = userCache;

  useEffect(() => {
    let live = true;
    void send(action, token, locale).then((result) => {
      if (!live) return;
      if (result.ok) {
        // The session's user (verified flag, e-mail) changed on the server: ask again.
        void revalidate();
        setState({ step: 'done' });
        return;
      }
      const kind = failureKind(result);
      if (kind === 'gone' || kind === 'invalid') setState({ step: 'gone' });
      else if (kind === 'rate-limited') setState({ step: 'rate-limited', message: result.message });
      else {
        // Nothing was used up: the retry button may send the token again.
        runs.delete(`${action}:${token}`);
        setState({ step: 'failed', offline: kind === 'network' });
      }
    });
    return () => {
      live = false;
    };
  }, [action, token, locale, attempt, revalidate]);

  const close = (
    <button type="button" className="button" onClick={onClose}>
      {t('continueShopping')}
    </button>
  );

  switch (state.step) {
    case 'pending':
      return checkingLinkNotice(t, onClose);
    case 'done':
      return (
        <NoticeModal title={t(DONE_TEXTS[action].title)} text={<p>{t(DONE_TEXTS[action].text)}</p>} tone="success" onClose={onClose}>
          {close}
          {user.status === 'guest' ? (
            <button type="button" className="button button-secondary" onClick={() => openAccountModal({ kind: 'auth', tab: 'login' })}>
              {t('loginSubmit')}
            </button>
          ) : (
            <Link href="/profile" className="button button-secondary" onClick={onClose}>
              {t('openProfile')}
            </Link>
          )}
        </NoticeModal>
      );
    case 'gone':
      return (
        <NoticeModal title={t('linkGoneTitle')} text={<p>{t('linkGoneText')}</p>} tone="error" onClose={onClose}>
          <Link href="/profile" className="button" onClick={onClose}>
            {t(action === 'verify-email' ? 'requestNewVerification' : 'openProfile')}
          </Link>
        </NoticeModal>
      );
    case 'rate-limited':
      return (
        <NoticeModal title={t('tooManyTitle')} text={<p>{state.message ?? t('tooManyAttempts')}</p>} tone="error" onClose={onClose}>
          {close}
        </NoticeModal>
      );
    case 'failed':
      return linkFailedNotice(t, {
        offline: state.offline,
        onRetry: () => {
          setState({ step: 'pending' });
          setAttempt((count) => count + 1);
        },
        onClose,
      });
  }
}
