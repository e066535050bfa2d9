// The reference provider's mail outbox (GET /dev/mail.json), so a test follows the links a shopper
// would click in their e-mail.
import { expect } from '@playwright/test';
import { PROVIDER_URL } from './servers';

export type MailKind = 'verify-email' | 'password-reset' | 'email-update' | 'password-update' | 'email-update-notice' | 'stock-alert';

interface Mail {
  id: number;
  to: string;
  subject: string;
  kind: MailKind;
  locale: string;
  text: string;
  links: string[];
  created_at: string;
}

async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${PROVIDER_URL}/dev/mail.json?${new URLSearchParams({ to: address })}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { mails: Mail[] };
  return body.mails;
}

/** The newest mail of a kind to an address, once it has arrived; `after` skips mails already read. */
export async function waitForMail(address: string, kind: MailKind, after = 0): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).find((mail) => mail.kind === kind && mail.id > after);
        return found !== undefined;
      },
      { message: `a ${kind} mail to ${address}` },
    )
    .toBe(true);
  return found!;
}

/** The one storefront link of a mail, as a path the test's page can open (host-independent). */
export function linkPath(mail: Mail): string {
  expect(mail.links.length, `links in "${mail.subject}"`).toBeGreaterThan(0);
  const url = new URL(mail.links[0]!);
  return `${url.pathname}${url.search}`;
}

/** An address no other test (or earlier run against the same provider) uses. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`.toLowerCase();
}

/** Gives an account purchases through the provider's development fixture. */
export async function givePurchases(address: string, count: number): Promise<void> {
  const response = await fetch(`${PROVIDER_URL}/dev/purchases`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: address, count }),
  });
  expect(response.status).toBe(200);
}
