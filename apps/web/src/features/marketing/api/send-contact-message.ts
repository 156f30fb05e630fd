import { api } from '../../../lib/api-client';

export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  /** Honeypot, empty for people. */
  website: string;
}

export const sendContactMessage = (body: ContactMessage) =>
  api<{ message: string }>('/api/contact/', {
    body: { ...body, company: body.company.trim() || null },
    anonymous: true,
  });
