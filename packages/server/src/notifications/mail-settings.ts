import path from 'node:path';
import { DEFAULT_DATA_DIR } from '../db/open-database';
import type { Logger } from '../logger';
import { fileMailTransport, type MailTransport, smtpMailTransport } from './mail-transport';

/** The sending address when `MAIL_FROM` is not set. */
export const DEFAULT_MAIL_FROM = 'bookings@localhost';

/** How the server sends email, read from the environment by {@link mailSettingsFromEnv}. */
export interface MailSettings {
  transport: MailTransport;
  /** The sending address; the name shown is the business's. */
  from: { email: string };
  /** Where it goes, for the start-up log: the SMTP host, or the mail folder. */
  description: string;
}

/**
 * The mail settings of the environment:
 * - `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…`): send through that server (nodemailer);
 * - unset, the embedded default: write each email as an `.eml` file under `DATA_DIR/mail/` (or
 *   `.data/mail/`), logging each file, so `npm start` needs no mail server to show what was sent;
 * - `MAIL_FROM`: the sending address. @default DEFAULT_MAIL_FROM
 * @throws {Error} when `SMTP_URL` is not an smtp: or smtps: address, or `MAIL_FROM` is not an address
 */
export function mailSettingsFromEnv(env: NodeJS.ProcessEnv = process.env, logger: Logger = console): MailSettings {
  const from = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(from)) throw new Error(`MAIL_FROM is not an email address: ${JSON.stringify(from)}`);
  const smtpUrl = env.SMTP_URL?.trim();
  if (smtpUrl) {
    let url: URL;
    try {
      url = new URL(smtpUrl);
    } catch {
      throw new Error('SMTP_URL is not a URL (smtp://user:password@host:587)');
    }
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
      throw new Error(`SMTP_URL must start with smtp:// or smtps:// (it is ${url.protocol}//…)`);
    return { transport: smtpMailTransport(smtpUrl), from: { email: from }, description: `SMTP ${url.host}` };
  }
  const dir = path.resolve(env.DATA_DIR?.trim() || DEFAULT_DATA_DIR, 'mail');
  const transport = fileMailTransport(dir, (file, mail) =>
    logger.info?.(`booking-kit: email "${mail.subject}" to ${mail.to.email} written to ${file}`),
  );
  return { transport, from: { email: from }, description: `files in ${dir} (set SMTP_URL to send them)` };
}
