import { type LookupAddress, lookup } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Why a webhook URL is refused, for the admin API's 400 and the attempt log. */
export type WebhookTargetProblem = 'not-http' | 'credentials' | 'private-address';

/** Messages for each {@link WebhookTargetProblem}, as the API answers them. */
export const WEBHOOK_TARGET_PROBLEMS: Readonly<Record<WebhookTargetProblem, string>> = {
  'not-http': 'A webhook URL must be an http:// or https:// address.',
  credentials: 'A webhook URL may not carry a user name or password; the signature proves who sent it.',
  'private-address':
    'A webhook URL must reach a public address: private, loopback and link-local addresses are refused (WEBHOOK_ALLOW_PRIVATE_TARGETS allows them).',
};

/** A delivery the guard stopped: the target is, or resolves to, an address that is not public. */
export class PrivateTargetError extends Error {
  constructor(readonly address: string) {
    super(`${address} is not a public address; private targets are refused (WEBHOOK_ALLOW_PRIVATE_TARGETS allows them)`);
    this.name = 'PrivateTargetError';
  }
}

/**
 * Whether an IP address is a public unicast one. ipaddr.js (the proxy-addr and Express choice)
 * knows the special-purpose ranges of RFC 6890 and its successors: private, loopback, link-local,
 * carrier-grade NAT, unique-local, multicast, documentation, IPv4 mapped into IPv6 and the rest.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** The host of a URL as an IP address when it is one (`[::1]` → `::1`), else undefined. */
function literalAddress(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? host : undefined;
}

/**
 * What is wrong with a webhook URL by its text alone, or undefined: not http(s), credentials in
 * it, or (unless `allowPrivate`) a host that is a non-public address or `localhost`. A name that
 * resolves to a private address is caught by {@link resolvesPrivately} and, at each delivery, by
 * {@link guardedLookup}.
 */
export function webhookTargetProblem(url: URL, allowPrivate: boolean): WebhookTargetProblem | undefined {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'not-http';
  if (url.username !== '' || url.password !== '') return 'credentials';
  if (allowPrivate) return undefined;
  const address = literalAddress(url);
  if (address !== undefined) return isPublicAddress(address) ? undefined : 'private-address';
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost') ? 'private-address' : undefined;
}

/** Every address `hostname` resolves to, or none when it does not resolve. */
function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve) => {
    lookup(hostname, { all: true }, (error, addresses) => resolve(error ? [] : addresses));
  });
}

/**
 * Whether the URL's host name resolves to an address that is not public (checked when an
 * endpoint is registered; a name that does not resolve yet is let through, and its deliveries are
 * checked as they go).
 */
export async function resolvesPrivately(url: URL): Promise<boolean> {
  if (literalAddress(url) !== undefined) return false;
  const addresses = await resolveAll(url.hostname);
  return addresses.some((entry) => !isPublicAddress(entry.address));
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for node:http that refuses a host resolving to any non-public address: the check is
 * made on the address actually connected to, so a name that points somewhere public when the
 * endpoint is registered and at 127.0.0.1 later (DNS rebinding) is still refused.
 */
export function guardedLookup(hostname: string, options: { all?: boolean }, callback: LookupCallback): void {
  lookup(hostname, { all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) return callback(new PrivateTargetError(refused.address), []);
    const [first] = addresses;
    if (options.all) return callback(null, addresses);
    if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
    callback(null, first.address, first.family);
  });
}

/** Whether the URL's own host is an address that is not public (node:http does not look up IP hosts, so the guard never sees them). */
export function isPrivateLiteral(url: URL): string | undefined {
  const address = literalAddress(url);
  return address !== undefined && !isPublicAddress(address) ? address : undefined;
}
