import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text only: every mail client shows it, and a link in it stays a link. */
  text: string;
}

/** How the server sends mail: through SMTP, or into its own log when no SMTP server is configured. */
export interface Mailer {
  /** True when messages only reach the log: the operator has to pass them on by hand. */
  readonly isLogOnly: boolean;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // nodemailer reads host, port, credentials and TLS from the URL: smtps:// is TLS from the start,
  // smtp:// upgrades with STARTTLS when the server offers it.
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    isLogOnly: false,
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    close() {
      transport.close();
    },
  };
}

function createLogMailer(log: FastifyBaseLogger): Mailer {
  return {
    isLogOnly: true,
    async send(message) {
      log.info({ mailTo: message.to, subject: message.subject }, `Mail not sent (no SMTP_URL):\n${message.text}`);
    },
    close() {},
  };
}

export function createMailer(config: Config['mail'], log: FastifyBaseLogger): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.from) : createLogMailer(log);
}
