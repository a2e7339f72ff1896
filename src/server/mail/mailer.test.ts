import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-test-server';
import { createMailer } from './mailer';

const MESSAGE = { to: 'ada@example.com', subject: 'Hello', text: 'Your link: http://localhost:3000/x?token=abc' };

describe('mailer', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('without SMTP_URL writes the whole message, link included, to the log', async () => {
    const lines: Array<{ fields: unknown; text: string }> = [];
    const log = { info: (fields: unknown, text: string) => lines.push({ fields, text }) } as unknown as FastifyBaseLogger;
    const mailer = createMailer({ smtpUrl: null, from: 'Colorbook Studio <no-reply@localhost>' }, log);
    expect(mailer.isLogOnly).toBe(true);
    await mailer.send(MESSAGE);
    expect(lines).toEqual([
      { fields: { mailTo: 'ada@example.com', subject: 'Hello' }, text: `Mail not sent (no SMTP_URL):\n${MESSAGE.text}` },
    ]);
  });

  it('with SMTP_URL sends through that server, logged in with its credentials, from MAIL_FROM', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Studio <studio@example.com>' }, {} as FastifyBaseLogger);
    try {
      expect(mailer.isLogOnly).toBe(false);
      await mailer.send(MESSAGE);
      const mail = await smtp.waitForMail('ada@example.com');
      expect(mail).toMatchObject({ from: 'studio@example.com', to: ['ada@example.com'], subject: 'Hello' });
      expect(mail.text.trim()).toBe(MESSAGE.text);
    } finally {
      mailer.close();
    }
  });

  it('fails the send when the SMTP server refuses the login', async () => {
    const wrongPassword = smtp.url.replace(/:[^:@/]+@/, ':wrong@');
    const mailer = createMailer({ smtpUrl: wrongPassword, from: 'studio@example.com' }, {} as FastifyBaseLogger);
    try {
      await expect(mailer.send({ ...MESSAGE, to: 'refused@example.com' })).rejects.toThrow();
      expect(smtp.received.some((mail) => mail.to.includes('refused@example.com'))).toBe(false);
    } finally {
      mailer.close();
    }
  });
});
