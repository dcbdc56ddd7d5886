/** Where the API's routes live, apart from the router so that the CORS policy can name them too. */

/** The path every API route lives under. */
export const API_BASE_PATH = '/api/v1';

/** Whether `pathname` is the API's (`/api/v1` or below it). */
export function isApiPath(pathname: string): boolean {
  return pathname === API_BASE_PATH || pathname.startsWith(`${API_BASE_PATH}/`);
}

/**
 * Whether `pathname` is one of the admin API's (`/api/v1/admin`, `/api/v1/admin/…`): the routes
 * that take `Authorization: Bearer <ADMIN_API_KEY>`. Routes match the path as sent, so a spelling
 * such as `/api/v1/%61dmin/…` reaches no admin route either.
 */
export function isAdminPath(pathname: string): boolean {
  return pathname === `${API_BASE_PATH}/admin` || pathname.startsWith(`${API_BASE_PATH}/admin/`);
}
