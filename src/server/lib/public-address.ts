// Whether an IP address is a public one: the rule for every address the server would contact or look
// up on a visitor's behalf (the calendar fetcher's guard, the IP-location lookup). IPv4: ordinary
// unicast (no loopback, private, link-local, carrier-grade NAT, reserved ...). IPv6: global unicast
// (2000::/3) only, so no loopback, link-local or unique-local address, and none that embeds an IPv4
// address: IPv4-mapped (::ffff:127.0.0.1) is judged as the IPv4 address it names, and the deprecated
// IPv4-compatible form (::127.0.0.1, ::7f00:1), NAT64 and 6to4 are refused outright.
import ipaddr from "ipaddr.js";

const GLOBAL_UNICAST: [ipaddr.IPv6, number] = [ipaddr.IPv6.parse("2000::"), 3];

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv4") return parsed.range() === "unicast";
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === "unicast";
  return v6.match(GLOBAL_UNICAST) && v6.range() === "unicast";
}
