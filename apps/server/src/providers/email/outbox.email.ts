import { mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { mailOptions, type Mailer } from './email.types.ts';

/** The offline default: each email becomes an .eml file in <data>/outbox, readable by any mail client. */
export function createOutboxMailer(dir: string): Mailer {
  mkdirSync(dir, { recursive: true });
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'outbox',
    async send(msg) {
      const info = await transport.sendMail(mailOptions(msg));
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${msg.id}.eml`);
      await writeFile(file + '.part', info.message as Buffer);
      await rename(file + '.part', file);
      return { messageId: info.messageId, location: file };
    },
    async verify() {},
    close: () => transport.close(),
  };
}
