/**
 * Where a webhook may point (lifecycle.md "Events and webhooks"): in production an `https` URL whose host is,
 * or resolves only to, public unicast addresses; in sandbox mode also `http(s)://127.0.0.1` and
 * `http(s)://localhost` (a partner's receiver on its own machine), and nothing else on loopback.
 *
 * The rule runs twice: when the endpoint is created (checkWebhookUrl) and at every delivery, inside the
 * socket's own name lookup (guardedLookup), so the address checked is the address connected to. A name that
 * resolved to a public address at create and resolves to 10.0.0.1 or 169.254.169.254 now (DNS rebinding) is
 * refused before any connection is opened. A host that resolves to several addresses is refused if any of
 * them is forbidden.
 *
 * Addresses are classified by ipaddr.js (the parser behind Fastify's proxy-addr): only its `unicast` range
 * is allowed, after IPv4-mapped IPv6 (::ffff:10.0.0.1) is turned into the IPv4 address it carries. That is an
 * allow-list: loopback, private, link-local (169.254.169.254, the cloud metadata address, included),
 * unique-local, unspecified, carrier-grade NAT, multicast, reserved and the translation ranges (NAT64, 6to4,
 * Teredo, which can embed any IPv4 address) are all refused. An IPv6 address must moreover be global unicast
 * (2000::/3): ipaddr.js calls `unicast` whatever it has no range for, and that included IPv4-compatible
 * addresses (`[::127.0.0.1]` is written `[::7f00:1]` by the URL parser) and the rest of ::/8. An ISATAP
 * address (interface identifier ::5efe:a.b.c.d) is judged as the IPv4 address it carries.
 *
 * In sandbox mode a loopback webhook may use only the ports of SANDBOX_WEBHOOK_PORTS (config.ts): any port of
 * 127.0.0.1 would let a partner probe the services of the sandbox's host through the deliveries log.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { portInRanges, type Mode, type PortRanges } from '../../kernel/config.js';

/** The sandbox's loopback exception, by host name as written in the URL. */
const SANDBOX_LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost']);

// Not an AppError: the delivery worker records it as a refused attempt; endpoint-create.ts turns it into the 400.
export class ForbiddenAddressError extends Error {
  override name = 'ForbiddenAddressError';
  readonly code = 'EWEBHOOKADDRESS';
}

/** The host of a URL without IPv6 brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/** A public address: ipaddr.js's `unicast`, and for IPv6 within 2000::/3 (see the header). */
function isPublic(parsed: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  if (parsed.range() !== 'unicast') return false;
  if (parsed.kind() === 'ipv4') return true;
  const v6 = parsed as ipaddr.IPv6;
  if (!v6.match(GLOBAL_UNICAST_V6)) return false;
  const p = v6.parts;
  const isatap = (p[4]! & 0xfdff) === 0 && p[5] === 0x5efe;
  return !isatap || isPublic(ipaddr.fromByteArray([p[6]! >> 8, p[6]! & 0xff, p[7]! >> 8, p[7]! & 0xff]));
}

/**
 * The address parsed, IPv4-mapped IPv6 as its IPv4 address; null if it is none. IPv6 is first written as the
 * URL parser writes it: ipaddr.js 2.5 reads the IPv4-compatible `::127.0.0.1` (the form getaddrinfo prints
 * for ::7f00:1) as the mapped `::ffff:127.0.0.1`.
 */
function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  try {
    const canonical = isIP(address) === 6 ? new URL(`http://[${address}]`).hostname.slice(1, -1) : address;
    return ipaddr.isValid(canonical) ? ipaddr.process(canonical) : null;
  } catch {
    return null;
  }
}

/** Whether `address` (an IP literal) may be connected to for a URL whose host is `host`. */
export function addressAllowed(address: string, host: string, mode: Mode): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return false;
  if (isPublic(parsed)) return true;
  return mode === 'sandbox' && parsed.range() === 'loopback' && SANDBOX_LOOPBACK_HOSTS.has(host.toLowerCase());
}

/** The sandbox's loopback port rule: its problem in words, or null (any other URL: no port rule). */
export function portProblem(url: URL, mode: Mode, sandboxPorts: PortRanges): string | null {
  if (mode !== 'sandbox' || !SANDBOX_LOOPBACK_HOSTS.has(hostOf(url).toLowerCase())) return null;
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  if (portInRanges(sandboxPorts, port)) return null;
  const listed = sandboxPorts.map(([lo, hi]) => (lo === hi ? `${lo}` : `${lo}-${hi}`)).join(',') || 'none';
  return `port ${port} is not allowed for 127.0.0.1 and localhost in sandbox mode (only SANDBOX_WEBHOOK_PORTS: ${listed})`;
}

/** The URL's problem in words, or null when its form is acceptable (addresses are checked separately). */
export function urlFormProblem(raw: string, mode: Mode, sandboxPorts: PortRanges): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.username || url.password) return 'must not carry credentials';
  if (url.hash) return 'must not carry a fragment';
  const host = hostOf(url).toLowerCase();
  const sandboxLoopback = mode === 'sandbox' && SANDBOX_LOOPBACK_HOSTS.has(host);
  if (url.protocol === 'https:' || (url.protocol === 'http:' && sandboxLoopback))
    return portProblem(url, mode, sandboxPorts);
  return mode === 'sandbox'
    ? 'must be https (http is allowed only for 127.0.0.1 and localhost in sandbox mode)'
    : 'must be https';
}

export type Resolver = (host: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/**
 * The addresses a URL's host stands for, every one checked; throws ForbiddenAddressError naming the first
 * refused one. An IP literal is checked as written.
 */
export async function allowedAddresses(url: URL, mode: Mode, resolve: Resolver): Promise<LookupAddress[]> {
  const host = hostOf(url);
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host);
  if (addresses.length === 0) throw new ForbiddenAddressError(`${host} resolves to no address`);
  const refused = addresses.find((a) => !addressAllowed(a.address, host, mode));
  if (refused) {
    throw new ForbiddenAddressError(
      `${host} ${refused.address === host ? 'is' : `resolves to ${refused.address}, which is`} not a public address`,
    );
  }
  return addresses;
}

/**
 * A `lookup` for the delivery socket (http.request's `lookup` option): resolves with `resolve`, refuses the
 * connection (before it is opened) when any address is forbidden, else hands Node the checked addresses, so
 * the connection goes to one of them and there is no second lookup. Handles both forms Node calls it in
 * (`all: true` when it tries several addresses, as autoSelectFamily does).
 */
export function guardedLookup(mode: Mode, resolve: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    allowedAddresses(new URL(`http://${hostname.includes(':') ? `[${hostname}]` : hostname}`), mode, resolve)
      .then((addresses) => {
        const wanted =
          options.family === 4 || options.family === 6
            ? addresses.filter((a) => a.family === options.family)
            : addresses;
        if (wanted.length === 0)
          throw new ForbiddenAddressError(`${hostname} has no address of family ${options.family}`);
        if (options.all) callback(null, wanted);
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, '', 0));
  };
}
