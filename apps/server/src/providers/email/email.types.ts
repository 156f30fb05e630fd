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
