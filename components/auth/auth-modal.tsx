'use client';
// The auth modal (docs/product/screens-and-routes.md, order-states.md): tabs Login and Register as ARIA tabs (arrow keys, Home, End),
// both panels kept mounted so switching tabs loses nothing typed.
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useId, useRef } from 'react';
import { Modal } from '@/components/ui/modal';
import { type AuthTab, closeAccountModal, openAccountModal } from './account-modals';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import styles from './auth.module.css';

const TABS: readonly AuthTab[] = ['login', 'register'];

export function AuthModal({ tab, next }: { tab: AuthTab; next?: string | null }) {
  const t = useTranslations('Auth');
  const id = useId();
  const tabRefs = useRef<Record<AuthTab, HTMLButtonElement | null>>({ login: null, register: null });

  function choose(value: AuthTab, focus = false) {
    openAccountModal({ kind: 'auth', tab: value, next });
    if (focus) tabRefs.current[value]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.indexOf(tab);
    let target: AuthTab | undefined;
    if (event.key === 'ArrowRight') target = TABS[(index + 1) % TABS.length];
    else if (event.key === 'ArrowLeft') target = TABS[(index - 1 + TABS.length) % TABS.length];
    else if (event.key === 'Home') target = TABS[0];
    else if (event.key === 'End') target = TABS[TABS.length - 1];
    if (!target) return;
    event.preventDefault();
    choose(target, true);
  }

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) closeAccountModal();
      }}
      title={t('title')}
      hideTitle
      size="regular"
    >
      <div role="tablist" aria-label={t('title')} className={styles.tabs} onKeyDown={onKeyDown}>
        {TABS.map((value) => (
          <button
            key={value}
            ref={(element) => {
              tabRefs.current[value] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${value}`}
            aria-selected={tab === value}
            aria-controls={`${id}-panel-${value}`}
            tabIndex={tab === value ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(value)}
          >
            {value === 'login' ? t('loginTab') : t('registerTab')}
          </button>
        ))}
      </div>
      {TABS.map((value) => (
        <div
          key={value}
          role="tabpanel"
          id={`${id}-panel-${value}`}
          aria-labelledby={`${id}-tab-${value}`}
          hidden={tab !== value}
          className={styles.panel}
        >
          {value === 'login' ? <LoginForm next={next} /> : <RegisterForm next={next} />}
        </div>
      ))}
    </Modal>
  );
}
