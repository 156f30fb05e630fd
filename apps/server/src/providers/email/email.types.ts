export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  replyTo?: string | null;
}

export interface Mailer {
  readonly name: string;
  send(msg: OutgoingEmail & { from: string; id: string }): Promise<{ messageId: string; location?: string }>;
  verify(): Promise<void>;
  close(): void;
}

/** The nodemailer message for an email; the transports differ only in where it goes. */
export function mailOptions(msg: OutgoingEmail & { from: string; id: string }) {
  return {
    from: msg.from,
    to: msg.to,
    subject: msg.subject,
    text: msg.text,
    html: msg.html ?? undefined,
    replyTo: msg.replyTo ?? undefined,
    messageId: `<${msg.id}@reelsmith>`,
  };
}
