import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The text part, decoded from quoted-printable. */
  text: string;
}

function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function textPart(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (!boundary) return /quoted-printable/i.test(head) ? decodeQuotedPrintable(body) : body;
  for (const part of body.split(`--${boundary}`)) {
    const [ph, ...pb] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    if (/content-type:\s*text\/plain/i.test(ph)) {
      const content = pb.join('\n\n');
      if (/quoted-printable/i.test(ph)) return decodeQuotedPrintable(content);
      if (/base64/i.test(ph)) return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
      return content;
    }
  }
  return body;
}

function decodeHeader(v: string): string {
  return v.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, enc, data) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives, for tests of emails end to end. */
export async function startSmtpServer(opts: { port?: number; onMail?: (m: ReceivedMail) => void } = {}) {
  const inbox: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const headers = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n\s+/g, ' ');
        const subject = decodeHeader(/^subject:\s*(.*)$/im.exec(headers)?.[1] ?? '');
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject,
          text: textPart(raw),
        };
        inbox.push(mail);
        opts.onMail?.(mail);
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  // A client killed mid-message (the crash tests SIGKILL workers that may be sending) resets its
  // connection; smtp-server emits that as a server 'error', which would otherwise be uncaught and
  // fail the run though every assertion holds.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** Waits for a message matching the predicate (for at most timeoutMs). */
    async waitFor(pred: (m: ReceivedMail) => boolean, timeoutMs = 15_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = inbox.find(pred);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`No matching email within ${timeoutMs} ms (got ${inbox.length})`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 200);
        });
      }
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
