import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** An email ready to go: headers, both bodies, and the calendar invite when there is one. */
export interface OutgoingMail {
  /** The outbox id: the email's Message-ID is `<id@booking-kit>`, the same on every resend. */
  id: string;
  from: { name: string; email: string };
  to: { name: string; email: string };
  subject: string;
  html: string;
  text: string;
  /** The invite's method and text: sent as the `text/calendar` part calendars act on, and as `invite.ics`. */
  invite?: { method: 'REQUEST' | 'CANCEL'; content: string } | undefined;
}

/** Where emails go: an SMTP server, or files. */
export interface MailTransport {
  /** `smtp` or `files`, for the logs and `GET /health`. */
  readonly kind: 'smtp' | 'files';
  /**
   * Sends one email; resolves once it is accepted (by the SMTP server, or written).
   * @throws {MailRefused} when the server refuses it for good (an address it will never take)
   * @throws {Error} when it may work later (the server unreachable, a temporary refusal)
   */
  send(mail: OutgoingMail): Promise<void>;
  /** Lets go of connections. */
  close(): void;
}

/** A refusal that trying again will not change (an SMTP 5xx reply, an address that is not one). */
export class MailRefused extends Error {
  override readonly name = 'MailRefused';
}

/** nodemailer's message for an outgoing mail. */
function nodemailerMessage(mail: OutgoingMail) {
  return {
    messageId: `<${mail.id}@booking-kit>`,
    // The multipart boundaries' unique part: the message's own id (a random UUID) instead of
    // nodemailer drawing 8 random bytes for each of the message's five parts: 0.59-0.75 ms to
    // compose a booking email instead of 0.66-1.12 here (4 rounds of 400). A resend is then the
    // same bytes too.
    baseBoundary: mail.id.replaceAll('-', ''),
    from: { name: mail.from.name, address: mail.from.email },
    to: { name: mail.to.name, address: mail.to.email },
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    // Quoted-printable for every text part, as nodemailer picks for ours anyway (the HTML's lines
    // are long, a translation has accents): named, nodemailer skips scanning each body to choose
    // (a tenth of its CPU per email here; the message is byte for byte the same).
    textEncoding: 'quoted-printable' as const,
    ...(mail.invite && {
      // The alternative part calendars offer to add or update (Gmail, Outlook, Apple Mail), and
      // the same invite as an attachment for the others.
      icalEvent: { method: mail.invite.method, filename: 'invite.ics', content: mail.invite.content },
    }),
  };
}

/** An SMTP error's reply code, when the server gave one. */
function replyCode(error: unknown): number | undefined {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' ? code : undefined;
}

/**
 * Sends through the SMTP server of `url` (`smtp://user:pass@host:587`, `smtps://…` for TLS from
 * the start), with nodemailer, over one pooled connection. A 5xx reply is a {@link MailRefused}; a 4xx
 * reply or a connection failure is an ordinary error, tried again later.
 */
export function smtpMailTransport(url: string): MailTransport {
  // Pooled: the worker sends one message after another, and a new connection (greeting, EHLO) for
  // each was most of a message's time.
  // Timeouts well under the outbox worker's 30 s lease, so a slow server never has one message
  // sent twice by two workers (10 s to connect, 10 s for the greeting, 5 s of silence mid-send).
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 5_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        await transporter.sendMail(nodemailerMessage(mail));
      } catch (error) {
        const code = replyCode(error);
        // EENVELOPE: nodemailer found no address it could send to; no later attempt will either.
        const envelope = (error as { code?: unknown } | null)?.code === 'EENVELOPE';
        if ((code !== undefined && code >= 500) || envelope) {
          throw new MailRefused(error instanceof Error ? error.message : String(error));
        }
        throw error;
      }
    },
    close: () => transporter.close(),
  };
}

/**
 * Writes each email as an `.eml` file (RFC 5322, the whole message as an SMTP server would have
 * received it) in `dir`, named by its id: a resend overwrites the same file. Written to a temporary
 * name and renamed, so a crash never leaves half a message. `onWritten` learns each file's path
 * (the server logs it), so `npm start` shows where the mail went without any mail server. The
 * folder is made when it is missing.
 */
export function fileMailTransport(dir: string, onWritten?: (file: string, mail: OutgoingMail) => void): MailTransport {
  // nodemailer builds the message exactly as it would for SMTP and hands back its bytes.
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'files',
    async send(mail) {
      const info = await transporter.sendMail(nodemailerMessage(mail));
      const file = path.join(dir, `${mail.id}.eml`);
      const partial = `${file}.partial`;
      const message = info.message as Buffer;
      // The folder is made when a write finds it missing (the first email, or someone removed it):
      // a mkdir before every write cost as much CPU as the write itself.
      await writeFile(partial, message).catch(async (error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await mkdir(dir, { recursive: true });
        await writeFile(partial, message);
      });
      await rename(partial, file);
      onWritten?.(file, mail);
    },
    close: () => transporter.close(),
  };
}
