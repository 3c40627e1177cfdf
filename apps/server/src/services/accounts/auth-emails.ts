import type { MailMessage } from './mailer.ts';
import { escapeHtml } from './mailer.ts';

/** The password-reset e-mail, linking to /reset-password on the public site. */
export function resetPasswordEmail(to: string, link: string): MailMessage {
  const text = [
    'Someone (hopefully you) asked to reset the password of your Mergepix account.',
    '',
    `Set a new password here (the link works once, for 1 hour):`,
    link,
    '',
    "If you didn't ask for this, ignore this e-mail: your password stays as it is.",
  ].join('\n');
  const html = `<p>Someone (hopefully you) asked to reset the password of your Mergepix account.</p>
<p><a href="${escapeHtml(link)}">Set a new password</a> — the link works once, for 1 hour.</p>
<p>If you didn't ask for this, ignore this e-mail: your password stays as it is.</p>`;
  return { to, subject: 'Reset your Mergepix password', text, html, kind: 'password-reset' };
}

/** Sent to an existing account's owner when someone tries to sign up with their address. */
export function existingAccountEmail(to: string, signInUrl: string): MailMessage {
  const text = [
    'Someone tried to create a Mergepix account with this e-mail address, which already has one.',
    `If it was you, sign in instead: ${signInUrl}`,
    'If you forgot your password, use "Forgot password?" on the sign-in form.',
  ].join('\n');
  const html = `<p>Someone tried to create a Mergepix account with this e-mail address, which already has one.</p>
<p>If it was you, <a href="${escapeHtml(signInUrl)}">sign in</a> instead. Forgot your password? Use "Forgot password?" on the sign-in form.</p>`;
  return { to, subject: 'You already have a Mergepix account', text, html, kind: 'existing-account' };
}
