import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An iTIP calendar object (METHOD and .ics text), sent as the mail's text/calendar alternative. */
  calendar?: { method: string; ics: string } | undefined;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise the mail goes to the log, so a newcomer can follow links. */
export function createMailer(smtpUrl: string | undefined, from: string, log: FastifyBaseLogger): Mailer {
  if (!smtpUrl) {
    return {
      send: async (mail) => {
        log.info({ mail: { to: mail.to, subject: mail.subject } }, `mail (SMTP_URL not set):\n${mail.text}`);
      },
      close: () => undefined,
    };
  }
  // Pooled: mails one after another share a connection instead of each opening its own (TCP, TLS and the SMTP greeting).
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true });
  return {
    send: async (mail) => {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.calendar ? { icalEvent: { method: mail.calendar.method, filename: 'invite.ics', content: mail.calendar.ics } } : {}),
      });
    },
    close: () => transport.close(),
  };
}
