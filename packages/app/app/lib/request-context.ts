import { createContext } from 'react-router';

/**
 * The client's address as the production server determined it (the socket's, or the trusted
 * proxy's `X-Forwarded-For` entry). Loaders and actions pass it to the in-process booking API so
 * that page form posts count against the same write rate limit as direct API calls.
 */
export const clientAddressContext = createContext<string | undefined>(undefined);

/**
 * This response's CSP nonce, made fresh per request by the production server (`PageContext`);
 * empty when a server without one (React Router's dev server) renders the page.
 */
export const cspNonceContext = createContext<string>('');
