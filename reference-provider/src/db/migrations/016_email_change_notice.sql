-- 016: the old address of an account hears of a change of its e-mail (accounts/mail.ts
-- composeEmailChangeNotice): a notice with a password-reset link that cancels the change.
ALTER TABLE mails DROP CONSTRAINT mails_kind_check;
ALTER TABLE mails ADD CONSTRAINT mails_kind_check
  CHECK (kind IN ('verify-email', 'password-reset', 'email-update', 'password-update', 'order-receipt', 'top-up-receipt', 'email-update-notice'));
