// Which push endpoints the server will POST to: https URLs of hosts on public addresses. Checked when a
// browser subscribes (the URL's shape, IP literals, local names) and again on every send on the address
// the socket connects to (lib/address-guard.ts), so a name that later resolves to a private address is
// refused too. PUSH_ALLOW_PRIVATE_ENDPOINTS (tests only) allows http and local addresses.
import net from "node:net";
import { isPublicAddress } from "../../lib/public-address";

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home|lan)$/i;

/** Why the server would not send to this endpoint, or undefined when it may. */
export function endpointRefusal(endpoint: string, allowPrivate: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "The push endpoint must be a URL.";
  }
  if (url.username || url.password) return "The push endpoint must not carry credentials.";
  if (allowPrivate)
    return url.protocol === "https:" || url.protocol === "http:"
      ? undefined
      : "The push endpoint must be an https URL.";
  if (url.protocol !== "https:") return "The push endpoint must be an https URL.";
  // "localhost." is localhost: a fully qualified name's last dot changes nothing.
  const host = url.hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "");
  if (net.isIP(host)) return isPublicAddress(host) ? undefined : "The push endpoint must be on a public address.";
  if (!host.includes(".") || LOCAL_NAMES.test(host)) return "The push endpoint must be on a public address.";
  return undefined;
}
