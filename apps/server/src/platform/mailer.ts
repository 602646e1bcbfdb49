import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on alert mails. */
  headers?: Record<string, string>;
};

export type Mailer = {
  kind: 'smtp' | 'dev-mailbox';
  /** Delivers now; throws when delivery fails. */
  send(message: MailMessage): Promise<void>;
  /**
   * Delivers in the background so that answers do not take longer when an account exists
   * (forgot-password must not reveal that through timing). Failures are logged.
   */
  sendLater(message: MailMessage): void;
  /** Waits for background deliveries (called before the database closes). */
  drain(): Promise<void>;
  close(): void;
};

export type MailerOptions = {
  smtpUrl: string | undefined;
  from: string;
  /** Where the dev mailbox keeps messages when there is no SMTP server. */
  storeInMailbox: (message: MailMessage) => Promise<void>;
  log: FastifyBaseLogger;
};

/** nodemailer over SMTP when SMTP_URL is set; otherwise the dev mailbox (stored and logged). */
export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const pending = new Set<Promise<void>>();
  const send = async (message: MailMessage) => {
    if (transport) {
      await transport.sendMail({ from: options.from, ...message });
      return;
    }
    await options.storeInMailbox(message);
    const links = message.text.match(/https?:\/\/\S+/g) ?? [];
    options.log.info(
      { mail: { to: message.to, subject: message.subject, links } },
      'dev mailbox: mail stored',
    );
  };
  return {
    kind: transport ? 'smtp' : 'dev-mailbox',
    send,
    sendLater: (message) => {
      const delivery = send(message).catch((error: unknown) => {
        options.log.error({ err: error, to: message.to, subject: message.subject }, 'mail delivery failed');
      });
      pending.add(delivery);
      void delivery.finally(() => pending.delete(delivery));
    },
    drain: async () => {
      await Promise.all([...pending]);
    },
    close: () => transport?.close(),
  };
}
