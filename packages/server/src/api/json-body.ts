import { ApiProblem } from './api-problem';

/** The largest request body the API reads: 64 kB. */
export const MAX_BODY_BYTES = 64 * 1024;

function tooLarge(): ApiProblem {
  return new ApiProblem('PAYLOAD_TOO_LARGE', `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
}

function malformed(message: string): ApiProblem {
  return new ApiProblem('VALIDATION_FAILED', message, { fields: { body: 'validation.invalid' } });
}

/**
 * Reads a JSON request body of at most `limit` bytes. Stops reading as soon as the limit is
 * passed, so a huge body costs no more than the limit.
 * @throws {ApiProblem} 413 when too large, 400 when missing, not UTF-8, not JSON or nested too deeply
 */
export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > limit) throw tooLarge();
  if (!request.body) throw malformed('A JSON request body is required.');
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw malformed('The request body is not UTF-8 text.');
  }
  if (text.trim() === '') throw malformed('A JSON request body is required.');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw malformed('The request body is not valid JSON.');
  }
  // Code that walks a body recursively (e.g. the Idempotency-Key hash) must not overflow the stack.
  if (nestingDepth(value) > MAX_JSON_DEPTH) throw malformed(`The request body is nested deeper than ${MAX_JSON_DEPTH} levels.`);
  return value;
}

/** The deepest nesting of arrays and objects a request body may have. */
export const MAX_JSON_DEPTH = 32;

/** How deeply arrays and objects nest in a parsed JSON value (a scalar is 0), without recursion. */
function nestingDepth(root: unknown): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[root, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, depth] = next;
    if (value === null || typeof value !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const item of Object.values(value)) pending.push([item, depth + 1]);
  }
  return deepest;
}
