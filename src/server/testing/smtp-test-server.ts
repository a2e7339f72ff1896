import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The decoded plain-text body. */
  text: string;
}

export interface SmtpTestServer {
  /** `smtp://user:password@127.0.0.1:port`, ready for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** The next mail to `address` not yet taken by an earlier call; fails after `timeoutMs`. */
  waitForMail(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const USER = 'colorbook';
const PASSWORD = 'mail-secret';

/** The SMTP_URL of a test server on this port. */
export function smtpTestServerUrl(port: number): string {
  return `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Enough MIME for the single-part text mails the server sends: headers, then a QP, base64 or plain body. */
function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { from, to, subject: header('Subject'), text: text.replace(/\r\n/g, '\n') };
}

/**
 * A real SMTP server on loopback that keeps every mail it gets. It asks for a login (the credentials are
 * in `url`) and offers no STARTTLS, so it checks that the server sends through SMTP_URL as configured.
 */
export async function startSmtpTestServer(options: { port?: number } = {}): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) return callback(null, { user: USER });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address);
        received.push(parseMail(Buffer.concat(chunks).toString('utf8'), from, to));
        for (const listener of listeners) listener();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  function takeMail(address: string): ReceivedMail | undefined {
    const mail = received.find((m) => !taken.has(m) && m.to.includes(address));
    if (mail) taken.add(mail);
    return mail;
  }

  return {
    url: smtpTestServerUrl(port),
    received,
    waitForMail(address, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = takeMail(address);
          if (!mail) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`No mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link in a mail's text. */
export function resetLinkIn(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/api\/auth\/reset-password\?token=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No reset link in the mail:\n${mail.text}`);
  return link;
}
