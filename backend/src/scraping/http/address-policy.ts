import * as ipaddr from 'ipaddr.js';

/**
 * Which network addresses the scraper may connect to. Only globally routable unicast addresses
 * pass: loopback, private (RFC 1918, unique-local), link-local (incl. cloud metadata
 * 169.254.169.254 / fd00:ec2::254), carrier-grade NAT, multicast, broadcast, unspecified,
 * documentation/benchmark/reserved ranges and IPv6 transition forms that embed an IPv4
 * address (IPv4-mapped, 6to4, NAT64, Teredo) are refused.
 */
export function isPublicAddress(ip: string): boolean {
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    addr = ipaddr.parse(stripBrackets(ip));
  } catch {
    return false;
  }
  if (addr.kind() === 'ipv6') {
    const v6 = addr as ipaddr.IPv6;
    // ::ffff:a.b.c.d and the deprecated ::a.b.c.d forms: judge the embedded IPv4 address.
    if (v6.isIPv4MappedAddress()) return isPublicAddress(v6.toIPv4Address().toString());
    const parts = v6.parts;
    if (parts.slice(0, 6).every((p) => p === 0)) return false; // ::, ::1 and IPv4-compatible
    return v6.range() === 'unicast';
  }
  return addr.range() === 'unicast';
}

export function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/** True when the host part of a URL is an IP literal (the WHATWG URL parser has already normalised decimal/hex forms). */
export function isIpLiteral(host: string): boolean {
  return ipaddr.isValid(stripBrackets(host));
}
