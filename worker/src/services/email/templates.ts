/**
 * The account mails. They carry no text a requester chose: a verification mail goes to whatever address a
 * sign-up gives, so a name in it would let anyone send a message of their own to any address (issue 26 item 5).
 * Every interpolated value (the link) is still escaped.
 */
import type { OutgoingMail } from './email-transport.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(title: string, paragraphs: string[], action: { label: string; url: string }, footnote: string): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px;color:#172554">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1e3a8a;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#475569">Or paste this address into your browser:<br>${escapeHtml(action.url)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(footnote)}</p>
<p style="font-size:12px;color:#94a3b8">UAE Corporate Tax Research</p></body></html>`;
}

export function verificationMail(to: string, link: string): OutgoingMail {
  const intro = 'Hello,';
  const body =
    'Please confirm your e-mail address to activate AI analysis on your UAE Corporate Tax Research account. Your welcome gift of 1 chat and 2 follow-ups is waiting.';
  const foot = 'This link is valid for 24 hours and can be used once. If you did not create an account, ignore this mail.';
  return {
    to,
    kind: 'verify',
    link,
    subject: 'Verify your e-mail address',
    text: `${intro}\n\n${body}\n\nVerify your e-mail address: ${link}\n\n${foot}\n`,
    html: layout('Verify your e-mail address', [intro, body], { label: 'Verify e-mail address', url: link }, foot),
  };
}

export function passwordResetMail(to: string, link: string): OutgoingMail {
  const intro = 'Hello,';
  const body =
    'Someone asked to reset the password of your UAE Corporate Tax Research account. Choose a new password with the link below; every device signed in to your account will be signed out.';
  const foot = 'This link is valid for 1 hour and can be used once. If you did not ask for it, ignore this mail: your password stays as it is.';
  return {
    to,
    kind: 'reset',
    link,
    subject: 'Reset your password',
    text: `${intro}\n\n${body}\n\nReset your password: ${link}\n\n${foot}\n`,
    html: layout('Reset your password', [intro, body], { label: 'Choose a new password', url: link }, foot),
  };
}
