import type { ContentPreview } from '@booking-kit/core';
import type { Queryable, Transaction } from '../db/database';
import { previewTokenExpiry, previewTokenHash } from './preview-tokens';
import { sanitizePreview } from './sanitize-content';

// Where previews are written, for the import and the admin API alike. A preview is no upsert by a
// public key like the rest of the content (content-writes.ts): it carries a token, and whether a
// write issues a new one is the caller's to say. Its rich text is sanitized here, on the way in.

/** A preview token just issued: the token itself exists only here and in the answer that shows it. */
export interface IssuedPreviewToken {
  id: string;
  token: string;
  expiresAt: string;
}

/**
 * Creates or updates a preview (its rich text sanitized). With `token`, the preview gets that
 * token (its hash) until 30 days from `now`, replacing any earlier one; without, it keeps its
 * token (a new preview needs one).
 */
export async function savePreview(
  tx: Transaction,
  input: ContentPreview,
  { token, now }: { token?: string | undefined; now: Date },
): Promise<{ created: boolean; issued?: IssuedPreviewToken }> {
  const preview = sanitizePreview(input);
  const [pages, posts] = [JSON.stringify(preview.pages), JSON.stringify(preview.posts)];
  if (token === undefined) {
    // Keeps its token: an update only (a row without a token hash cannot exist).
    const { rows } = await tx.query<{ id: number }>(
      'UPDATE content_previews SET pages = $2::jsonb, posts = $3::jsonb, updated_at = $4::timestamptz WHERE id = $1 RETURNING 1 AS id',
      [preview.id, pages, posts, now.toISOString()],
    );
    if (rows.length === 0) throw new Error(`preview "${preview.id}" is new and needs a token`);
    return { created: false };
  }
  const expiresAt = previewTokenExpiry(now);
  const { rows } = await tx.query<{ inserted: boolean }>(
    `INSERT INTO content_previews (id, pages, posts, token_hash, token_expires_at, created_at, updated_at)
     VALUES ($1, $2::jsonb, $3::jsonb, $4, $5::timestamptz, $6::timestamptz, $6::timestamptz)
     ON CONFLICT (id) DO UPDATE SET pages = EXCLUDED.pages, posts = EXCLUDED.posts, token_hash = EXCLUDED.token_hash,
       token_expires_at = EXCLUDED.token_expires_at, updated_at = EXCLUDED.updated_at
     RETURNING (xmax = 0) AS inserted`,
    [preview.id, pages, posts, previewTokenHash(token), expiresAt.toISOString(), now.toISOString()],
  );
  const issued = { id: preview.id, token, expiresAt: expiresAt.toISOString() };
  return { created: rows[0]?.inserted === true, issued };
}

/** Whether the preview `id` has no token that still works at `now` (none stored, or expired). */
export async function previewNeedsToken(tx: Queryable, id: string, now: Date): Promise<boolean> {
  const { rows } = await tx.query<{ live: boolean }>(
    'SELECT token_expires_at > $2::timestamptz AS live FROM content_previews WHERE id = $1',
    [id, now.toISOString()],
  );
  return !rows[0]?.live;
}
