/**
 * HAProxy, the load balancer the scale test and the deployment guide put in front of several
 * app processes: Debian's package, installed when missing (as Chromium is), and the configuration
 * docs/deployment.md shows.
 */
import { ensureDebianPackage } from './debian-package.mjs';

/** The HAProxy binary. */
export const HAPROXY_PATH = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

/** Returns the path of a usable HAProxy, or undefined when none can be had. */
export function ensureHaproxy() {
  return ensureDebianPackage(HAPROXY_PATH, ['haproxy'], 'HAProxy');
}

/**
 * The configuration for `port` on `host` in front of `backends` (`host:port` each): round-robin,
 * the client's address appended to X-Forwarded-For (so the apps run with TRUST_PROXY=1), each
 * process health-checked on /api/v1/health every 500 ms and taken out after 2 failures, and a
 * request whose connection failed or got no answer at all sent to another process (safe for
 * bookings sent with an Idempotency-Key: the API answers a repeat with the first booking).
 */
export function haproxyConfig({ host = '127.0.0.1', port, backends }) {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  option forwardfor
  option redispatch
  retries 2
  retry-on conn-failure empty-response

frontend booking_kit
  bind ${host}:${port}
  default_backend app_processes

backend app_processes
  balance roundrobin
  option httpchk GET /api/v1/health
  http-check expect status 200
${backends.map((backend, index) => `  server app${index + 1} ${backend} check inter 500ms fall 2 rise 2`).join('\n')}
`;
}
