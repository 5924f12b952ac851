import ipaddr from "ipaddr.js";

/**
 * Which destinations the server may open a connection to on a user's behalf (SSRF policy).
 * Pure: no DNS here. Names are judged by `checkHost` (only `localhost` names are refused outright);
 * every address a name resolves to is judged by `checkAddress` at connect time.
 */
export type AddressVerdict = { allowed: true } | { allowed: false; reason: string };

const ALLOWED: AddressVerdict = { allowed: true };
const refuse = (reason: string): AddressVerdict => ({ allowed: false, reason });

/** Global unicast IPv6 space (2000::/3); everything outside it is special-purpose or unassigned. */
const IPV6_GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR("2000::/3");
/** NAT64 well-known prefix: the IPv4 destination sits in the last 32 bits. */
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR("64:ff9b::/96");

/**
 * Judges one IP address (any spelling ipaddr.js understands, IPv6 without brackets).
 * Only ipaddr.js's `unicast` range is allowed; IPv4 embedded in IPv4-mapped, SIIT (RFC 6145) and
 * NAT64 (RFC 6052) addresses is judged as the IPv4 address it reaches; 6to4 and Teredo are refused
 * outright (deprecated tunnels whose embedded addresses cannot be trusted).
 */
export function checkAddress(address: string): AddressVerdict {
  if (!ipaddr.isValid(address)) return refuse("not an IP address");
  const ip = ipaddr.parse(address);
  if (ip.kind() === "ipv4") return checkIPv4(ip as ipaddr.IPv4);
  return checkIPv6(ip as ipaddr.IPv6);
}

function checkIPv4(ip: ipaddr.IPv4): AddressVerdict {
  const range = ip.range();
  return range === "unicast" ? ALLOWED : refuse(`IPv4 ${range}`);
}

function checkIPv6(ip: ipaddr.IPv6): AddressVerdict {
  const range = ip.range();
  if (range === "ipv4Mapped" || range === "rfc6145" || ip.match(NAT64_WELL_KNOWN)) {
    const embedded = checkIPv4(embeddedIPv4(ip));
    return embedded.allowed ? embedded : refuse(`${range} to ${embedded.reason}`);
  }
  if (range !== "unicast") return refuse(`IPv6 ${range}`);
  // ipaddr.js calls everything it has no name for `unicast` (IPv4-compatible ::/96, unassigned space).
  if (!ip.match(IPV6_GLOBAL_UNICAST)) return refuse("IPv6 outside global unicast");
  return ALLOWED;
}

function embeddedIPv4(ip: ipaddr.IPv6): ipaddr.IPv4 {
  const bytes = ip.toByteArray().slice(12);
  return new ipaddr.IPv4(bytes);
}

/** The IP address a URL hostname spells, or null when it is a name (brackets of IPv6 removed). */
export function ipLiteral(hostname: string): string | null {
  const bare = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}

/** `localhost` and its subdomains always mean this machine (RFC 6761), whatever DNS says. */
function isLocalhostName(name: string): boolean {
  const lower = name.toLowerCase().replace(/\.+$/, "");
  return lower === "localhost" || lower.endsWith(".localhost");
}

/**
 * Judges a URL hostname before any DNS lookup: IP literals by `checkAddress`, localhost names refused,
 * other names allowed here (their resolved addresses are checked when connecting).
 */
export function checkHost(hostname: string): AddressVerdict {
  if (hostname === "") return refuse("empty host");
  const literal = ipLiteral(hostname);
  if (literal !== null) return checkAddress(literal);
  if (isLocalhostName(hostname)) return refuse("localhost");
  return ALLOWED;
}
