/**
 * Request bodies, read whole before anything else sees them and never above the limit. Pages and
 * the API take small forms and JSON (64 KiB at most), so holding them in memory is cheap; what
 * must not happen is a 100 MB post held, parsed and echoed back.
 */
import type { IncomingMessage } from 'node:http';

/** The body, or why there is none to hand on. */
export type BodyVerdict = { kind: 'ok'; body: Buffer | undefined } | { kind: 'too-large' } | { kind: 'aborted' };

/** Methods whose requests carry no body. */
const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

/**
 * Reads the request body up to `maxBytes`. A declared `Content-Length` above it is refused before
 * a byte is read; a chunked body is refused as soon as it passes the limit.
 */
export function readRequestBody(request: IncomingMessage, maxBytes: number): Promise<BodyVerdict> {
  const method = request.method ?? 'GET';
  const declared = request.headers['content-length'];
  if (declared !== undefined && Number(declared) > maxBytes) return Promise.resolve({ kind: 'too-large' });
  if (BODILESS.has(method) && declared === undefined && request.headers['transfer-encoding'] === undefined) {
    return Promise.resolve({ kind: 'ok', body: undefined });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let length = 0;
    let settled = false;
    const settle = (verdict: BodyVerdict) => {
      if (settled) return;
      settled = true;
      request.off('data', onData);
      resolve(verdict);
    };
    const onData = (chunk: Buffer) => {
      length += chunk.length;
      if (length > maxBytes) {
        // Stop buffering; the answer closes the connection, so the rest is never read.
        chunks.length = 0;
        request.pause();
        settle({ kind: 'too-large' });
        return;
      }
      chunks.push(chunk);
    };
    request.on('data', onData);
    request.once('end', () => settle({ kind: 'ok', body: length > 0 ? Buffer.concat(chunks, length) : undefined }));
    request.once('error', () => settle({ kind: 'aborted' }));
    request.once('aborted', () => settle({ kind: 'aborted' }));
  });
}

/** Whether a page (not the API) may be posted this content type: only what an HTML form sends. */
export function isFormContentType(contentType: string | undefined): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
}
