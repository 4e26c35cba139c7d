// Which addresses the server may connect to on a user's behalf (calendar fetches, push endpoints): public ones only (lib/public-address.ts), unless
// a test setting allows private ones. Checked on the resolved address the socket uses, so DNS cannot swap it later.
import dns from "node:dns";
import net from "node:net";
import { isPublicAddress } from "./public-address";

export class BlockedAddressError extends Error {}

type LookupCallback = (error: Error | null, address: string | dns.LookupAddress[], family?: number) => void;

/** A `lookup` for http.request that refuses non-public addresses (all allowed when allowPrivate). */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, "");
      const usable = addresses.filter((a) => allowPrivate || isPublicAddress(a.address));
      if (!usable.length) return callback(new BlockedAddressError(hostname), "");
      if (options.all) return callback(null, usable);
      callback(null, usable[0].address, usable[0].family);
    });
  };
}

/** An IP-literal host is connected to without a lookup, so it is checked here. */
export function assertLiteralAllowed(hostname: string, allowPrivate: boolean): void {
  const bare = hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(bare) && !allowPrivate && !isPublicAddress(bare)) throw new BlockedAddressError(hostname);
}
