import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server for tests (the `smtp-server` package), keeping every message it accepts. */
export interface SmtpReceiver {
  /** `smtp://127.0.0.1:<port>` */
  url: string;
  /** The accepted messages, parsed by mailparser, in order of arrival. */
  messages: ParsedMail[];
  /** Resolves once `count` messages have arrived (fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/**
 * Starts an SMTP server on a free local port: no TLS, no authentication. Recipients that
 * `refuse` returns true for are refused with `550 No such user` (a permanent refusal).
 */
export async function startSmtpReceiver(options: { refuse?: (address: string) => boolean } = {}): Promise<SmtpReceiver> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        const error = Object.assign(new Error('No such user'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push(parsed);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`${messages.length} of ${count} messages arrived within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
