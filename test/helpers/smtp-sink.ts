import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO), which is who the mail really goes to. */
  recipients: string[];
  raw: string;
  headers: string;
  body: string;
}

export interface SmtpSink {
  url: string;
  mails: ReceivedMail[];
  /** Deliveries tried per Message-ID, refused ones included. */
  attempts: Map<string, number>;
  /** Resolves with the next mail (or the n-th overall) once it has arrived. */
  waitForMail(count?: number, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A local SMTP server for tests: it accepts every mail and keeps it; with `reject`, it answers every
 * recipient with a permanent error (550); with `temporaryFailures: n`, it refuses the first n attempts
 * at each message (by Message-ID) with "451 try again later", as a greylisting server does.
 */
export async function startSmtpSink(options: { reject?: boolean; temporaryFailures?: number } = {}): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const attempts = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.reject) return callback();
      const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.indexOf('\r\n\r\n');
        const messageId = /^Message-ID: *(.+)$/im.exec(raw.slice(0, split))?.[1]?.trim() ?? '(none)';
        const attempt = (attempts.get(messageId) ?? 0) + 1;
        attempts.set(messageId, attempt);
        if (attempt <= (options.temporaryFailures ?? 0)) {
          return callback(Object.assign(new Error('Greylisted, try again later'), { responseCode: 451 }));
        }
        mails.push({
          recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          headers: raw.slice(0, split),
          body: raw.slice(split + 4),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    attempts,
    async waitForMail(count = mails.length + 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`no mail #${count} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return mails[count - 1]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable transfer encoding, so assertions can read a mail part's text. */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * For an end-to-end file whose server sends e-mail: a sink that starts before the server (call this
 * before siteInBrowser, whose beforeAll then runs second) and writes its address into `env.SMTP_URL`;
 * closed after the file's tests. Read `mail.sink` inside the tests.
 */
export function smtpSinkBeforeServer(env: Record<string, string>): { readonly sink: SmtpSink } {
  let sink: SmtpSink | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
    env.SMTP_URL = sink.url;
  });
  afterAll(async () => {
    await sink?.close();
  });
  return {
    get sink() {
      if (!sink) throw new Error('the SMTP sink starts in beforeAll');
      return sink;
    },
  };
}
