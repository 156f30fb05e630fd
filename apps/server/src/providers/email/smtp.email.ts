import nodemailer from 'nodemailer';
import { mailOptions, type Mailer } from './email.types.ts';

/** Real SMTP through nodemailer; SMTP_URL like smtp://user:pass@host:587 or smtps://host:465. */
export function createSmtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(msg) {
      const info = await transport.sendMail(mailOptions(msg));
      return { messageId: info.messageId };
    },
    async verify() {
      await transport.verify();
    },
    close: () => transport.close(),
  };
}
