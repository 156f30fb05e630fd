import nodemailer from 'nodemailer';
import type { Mailer } from './email.types.ts';

/** Real SMTP through nodemailer; SMTP_URL like smtp://user:pass@host:587 or smtps://host:465. */
export function createSmtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(msg) {
      const info = await transport.sendMail({
        from: msg.from,
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html ?? undefined,
        replyTo: msg.replyTo ?? undefined,
        messageId: `<${msg.id}@reelsmith>`,
      });
      return { messageId: info.messageId };
    },
    async verify() {
      await transport.verify();
    },
    close: () => transport.close(),
  };
}
