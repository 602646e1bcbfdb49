import type { MailMessage } from '../../platform/mailer.ts';

const BRAND = 'Pantau';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function layout(
  to: string,
  subject: string,
  lines: { text: string[]; action: string; link: string; footer: string },
) {
  const html = `<!doctype html><html><body style="margin:0;background:#f4f5f7;font-family:Arial,sans-serif;color:#111">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;padding:32px">
<tr><td><h1 style="margin:0 0 24px;font-size:24px;color:#2563eb">${BRAND}</h1>
${lines.text.map((line) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(line)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(lines.link)}" style="background:#2563eb;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(lines.action)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">If the button does not work, open this link: <a href="${escapeHtml(lines.link)}">${escapeHtml(lines.link)}</a></p>
<p style="margin:0;font-size:13px;color:#555">${escapeHtml(lines.footer)}</p>
</td></tr></table></td></tr></table></body></html>`;
  const text = [`${BRAND}`, '', ...lines.text, '', `${lines.action}: ${lines.link}`, '', lines.footer].join(
    '\n',
  );
  return { to, subject, text, html };
}

export function verificationMail(to: string, fullName: string, link: string): MailMessage {
  return layout(to, `Verify your email for ${BRAND}`, {
    text: [
      `Hi ${fullName},`,
      `Welcome to ${BRAND}! Please confirm your email address to activate your account.`,
    ],
    action: 'Verify Email',
    link,
    footer: `This link expires in 24 hours. If you did not create a ${BRAND} account, you can ignore this email.`,
  });
}

export function passwordResetMail(to: string, fullName: string, link: string): MailMessage {
  return layout(to, `Reset your ${BRAND} password`, {
    text: [`Hi ${fullName},`, `We received a request to reset the password of your ${BRAND} account.`],
    action: 'Reset Password',
    link,
    footer:
      'This link expires in 1 hour. If you did not ask for a password reset, you can ignore this email.',
  });
}

export function verificationLink(publicUrl: string, token: string): string {
  const url = new URL('/auth/verify', publicUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('type', 'signup');
  return url.toString();
}

export function resetLink(publicUrl: string, token: string): string {
  const url = new URL('/auth/reset-password', publicUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('type', 'recovery');
  return url.toString();
}

/** To the owner of an address someone tried to register again; says nothing to the one who tried. */
export function signUpAttemptMail(
  to: string,
  fullName: string,
  links: { signIn: string; reset: string },
): MailMessage {
  return layout(to, `Someone tried to register with your ${BRAND} address`, {
    text: [
      `Hi ${fullName},`,
      `Someone tried to create a ${BRAND} account with this email address, which already has an account.`,
      'If it was you, sign in instead. If you forgot your password, reset it here:',
      links.reset,
    ],
    action: 'Sign In',
    link: links.signIn,
    footer: 'If it was not you, you can ignore this email: nothing changed on your account.',
  });
}

export function signInLink(publicUrl: string): string {
  const url = new URL('/auth', publicUrl);
  url.searchParams.set('mode', 'login');
  return url.toString();
}

export function forgotPasswordLink(publicUrl: string): string {
  const url = new URL('/auth', publicUrl);
  url.searchParams.set('mode', 'forgot-password');
  return url.toString();
}
