/**
 * Sends a reschedule or cancel to the app's manage route, which adds the manage token from its
 * HttpOnly cookie. A refusal is thrown as the API's error body, so the library's forms show
 * its message ('This appointment can no longer be cancelled online. Please call us.').
 */
export async function sendManageRequest(
  bookingPath: string,
  body: { intent: 'reschedule'; start: string } | { intent: 'cancel'; reason: string },
) {
  const response = await fetch(`${bookingPath}/manage`, {
    method: 'POST',
    headers: { 'idempotency-key': crypto.randomUUID() },
    // A form post, as the production server takes on pages (JSON is the API's, under /api/v1).
    body: new URLSearchParams(body),
  });
  const answer: unknown = await response.json().catch(() => ({ code: 'NETWORK' }));
  if (!response.ok) throw answer;
  return answer;
}
