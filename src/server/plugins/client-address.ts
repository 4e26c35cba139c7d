// Who is asking: the client address used for throttling and lookups, and whether a request comes
// straight from this computer. request.ip follows forwarded headers only from the proxies that
// TRUST_PROXY names (see app.ts); a forwarded value that is not an IP never becomes an address.
import net from "node:net";
import type { FastifyRequest } from "fastify";

const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-real-ip", "x-forwarded-host", "x-forwarded-proto"];

/** The client's IP address: the trusted forwarded one when valid, else the socket's peer. */
export function clientAddress(request: FastifyRequest): string {
  if (net.isIP(request.ip)) return request.ip;
  const peer = request.socket?.remoteAddress ?? "";
  return net.isIP(peer) ? peer : "unknown";
}

export function isLoopback(address: string): boolean {
  return address === "::1" || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(address);
}

/** True when the request came from a socket on this computer and through no proxy. */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopback(request.socket?.remoteAddress ?? "");
}
