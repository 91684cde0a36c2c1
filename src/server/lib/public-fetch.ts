import dns from 'node:dns/promises';
import https from 'node:https';
import net from 'node:net';

/**
 * The SSRF guard (issue 32): fetches a document a user names (a library's IIIF manifest) from
 * the public internet only. https only; the host is resolved once and every address it gives
 * must be public; the connection goes to that checked address (no second lookup, so DNS
 * rebinding cannot swap it); redirects are followed by hand, each hop checked the same way;
 * the body is streamed and cut at `maxBytes`; the whole exchange is cut at `timeoutMs`.
 */

export type FetchRefusal = 'https' | 'address' | 'redirects' | 'tooLarge' | 'timeout' | 'status' | 'unreachable';

export class FetchRefused extends Error {
  readonly reason: FetchRefusal;
  readonly detail: string;

  constructor(reason: FetchRefusal, detail: string) {
    super(`${reason}: ${detail}`);
    this.reason = reason;
    this.detail = detail;
  }
}

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
}

/**
 * For tests only, given through `createApp(deps)` (never from the environment): a resolver
 * for made-up host names, the `address:port` pairs let through though not public (a test's
 * loopback server), and the certificate authority of its self-signed certificate.
 */
export interface FetchTestAccess {
  resolve?: (host: string) => Promise<string[]>;
  trusted?: ReadonlySet<string>;
  ca?: string;
}

const refusedV4 = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  refusedV4.addSubnet(network, prefix, 'ipv4');

const refusedV6 = new net.BlockList();
for (const [network, prefix] of [
  ['64:ff9b::', 96], // NAT64: an IPv4 address inside
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address inside
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // former site-local
  ['ff00::', 8], // multicast
] as const)
  refusedV6.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail included). */
function groupsOf(address: string): number[] {
  let text = address.toLowerCase().split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((group) => parseInt(group, 16)) : []);
  const left = part(head);
  const right = part(tail);
  return tail === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** Whether an IP address is on the public internet (every refused range above, plus IPv4 inside IPv6). */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !refusedV4.check(address, 'ipv4');
  if (family !== 6) return false;
  const groups = groupsOf(address);
  // ::/96 (unspecified, loopback, IPv4-compatible) and ::ffff:0:0/96 (IPv4-mapped): refused whatever the IPv4 is.
  if (groups.slice(0, 5).every((group) => group === 0) && (groups[5] === 0 || groups[5] === 0xffff)) return false;
  return !refusedV6.check(address, 'ipv6');
}

async function addressesOf(host: string, access: FetchTestAccess): Promise<string[]> {
  if (net.isIP(host)) return [host];
  if (access.resolve) return access.resolve(host);
  const found = await dns.lookup(host, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
}

/** The address to connect to for `url`, every address of its host checked first. */
async function checkedAddress(url: URL, access: FetchTestAccess): Promise<string> {
  if (url.protocol !== 'https:') throw new FetchRefused('https', url.protocol);
  if (url.username || url.password) throw new FetchRefused('https', 'credentials in the address');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = await addressesOf(host, access).catch(() => {
    throw new FetchRefused('unreachable', `no address for ${host}`);
  });
  if (!addresses.length) throw new FetchRefused('unreachable', `no address for ${host}`);
  const port = url.port || '443';
  for (const address of addresses)
    if (!isPublicAddress(address) && !access.trusted?.has(`${address}:${port}`))
      throw new FetchRefused('address', `${host} is ${address}`);
  return addresses[0]!;
}

interface Hop {
  status: number;
  location: string | null;
  body: Buffer | null;
  contentType: string;
}

function request(url: URL, address: string, limits: FetchLimits, access: FetchTestAccess, signal: AbortSignal) {
  return new Promise<Hop>((resolve, reject) => {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const req = https.request({
      host: address,
      port: url.port || 443,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      // The certificate is checked against the host name, the connection made to the checked address.
      ...(net.isIP(host) ? {} : { servername: host }),
      headers: {
        Host: url.host,
        Accept: 'application/ld+json, application/json;q=0.9',
        'User-Agent': 'HDX manifest import',
      },
      agent: false,
      signal,
      ...(access.ca ? { ca: access.ca } : {}),
    });
    req.on('error', (error) =>
      reject(signal.aborted ? new FetchRefused('timeout', url.href) : new FetchRefused('unreachable', error.message)),
    );
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      const contentType = String(res.headers['content-type'] ?? '');
      if (status >= 300 && status < 400) {
        res.destroy();
        resolve({ status, location: res.headers.location ?? null, body: null, contentType });
        return;
      }
      if (status !== 200) {
        res.destroy();
        reject(new FetchRefused('status', String(status)));
        return;
      }
      if (Number(res.headers['content-length'] ?? 0) > limits.maxBytes) {
        res.destroy();
        reject(new FetchRefused('tooLarge', String(res.headers['content-length'])));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) {
          res.destroy();
          reject(new FetchRefused('tooLarge', `over ${limits.maxBytes} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => resolve({ status, location: null, body: Buffer.concat(chunks), contentType }));
      res.on('error', () => reject(new FetchRefused(signal.aborted ? 'timeout' : 'unreachable', url.href)));
    });
    req.end();
  });
}

/** GETs `address` within the limits, following at most `maxRedirects` checked redirects. */
export async function fetchPublic(
  address: string,
  limits: FetchLimits,
  access: FetchTestAccess = {},
): Promise<{ url: string; body: Buffer; contentType: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  const timedOut = new Promise<never>((_, reject) =>
    controller.signal.addEventListener('abort', () => reject(new FetchRefused('timeout', address)), { once: true }),
  );
  timedOut.catch(() => {});
  try {
    let url = new URL(address);
    for (let hop = 0; ; hop++) {
      const target = url;
      const hopResult = (async () =>
        request(target, await checkedAddress(target, access), limits, access, controller.signal))();
      hopResult.catch(() => {});
      const answer = await Promise.race([hopResult, timedOut]);
      if (answer.body) return { url: url.href, body: answer.body, contentType: answer.contentType };
      if (!answer.location) throw new FetchRefused('status', `${answer.status} without a Location`);
      if (hop >= limits.maxRedirects) throw new FetchRefused('redirects', `more than ${limits.maxRedirects}`);
      url = new URL(answer.location, url);
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
