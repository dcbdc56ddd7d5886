import { connect } from 'node:net';

/** What came back on the socket for one raw request. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** True when the server closed the connection without a status line. */
  dropped: boolean;
}

/**
 * Sends bytes exactly as given (no URL normalisation, unlike fetch) and reads the answer until
 * the server closes the connection. Every request says `Connection: close` unless it sets its own.
 */
export function rawRequest(port: number, raw: string | Buffer, timeoutMs = 10_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${String(raw).slice(0, 80)}`));
    }, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    // A server may reset the connection after answering (a body it refused to read): the answer counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const bytes = Buffer.concat(chunks);
      const match = /^HTTP\/1\.1 (\d{3})[^\r\n]*\r\n/.exec(bytes.subarray(0, 200).toString('latin1'));
      const headEnd = bytes.indexOf('\r\n\r\n');
      if (!match || headEnd === -1) {
        resolve({ status: 0, headers: {}, body: '', dropped: true });
        return;
      }
      const headers: Record<string, string> = {};
      for (const line of bytes.subarray(0, headEnd).toString('latin1').split('\r\n').slice(1)) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
      }
      const rawBody = bytes.subarray(headEnd + 4);
      const body = headers['transfer-encoding'] === 'chunked' ? dechunk(rawBody) : rawBody;
      resolve({ status: Number(match[1]), headers, body: body.toString('utf8'), dropped: false });
    });
    socket.write(raw);
  });
}

/** The payload of a chunked body (as much of it as arrived). */
function dechunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < raw.length) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** A request line and headers (and an optional body), as raw HTTP/1.1. */
export function httpRequest(method: string, target: string, headers: Record<string, string> = {}, body = ''): string {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body && !Object.keys(headers).some((name) => name.toLowerCase() === 'transfer-encoding')) {
    lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  }
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}
