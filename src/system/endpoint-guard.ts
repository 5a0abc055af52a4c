import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Where a server the site connects to (the off-site storage, the SMTP server) may be:
 * - "any": anywhere; the environment's settings (S3_*, SMTP_*), written by the operator, who is trusted;
 * - "public": on the Internet only; what the admin pages save, so that an account cannot turn the
 *   server against its own network (a local service, the cloud's metadata address);
 * - "private": also on the server's own machine and company network, for an on-premise storage
 *   (MinIO) or mail relay: the operator starts the server with --allow-private-endpoints.
 * Link-local (169.254.169.254, the cloud's metadata service), unspecified, multicast and reserved
 * addresses are refused even then: no storage or mail server lives there.
 */
export type EndpointScope = "any" | "private" | "public";

export const scopeOfSettings = (allowPrivateEndpoints: boolean): EndpointScope => (allowPrivateEndpoints ? "private" : "public");

/** public: on the Internet; private: this machine or its network; forbidden: never a server's address. */
export type AddressKind = "public" | "private" | "forbidden";

const PRIVATE_RANGES = new Set(["loopback", "private", "carrierGradeNat", "uniqueLocal", "deprecatedSiteLocal"]);
const FORBIDDEN_RANGES = new Set(["unspecified", "broadcast", "multicast", "linkLocal", "reserved", "discard", "benchmarking"]);
/** IPv6 forms that carry an IPv4 address a gateway of the server's network would connect to. */
const EMBEDDED_IPV4 = new Set(["rfc6052", "rfc6145"]);

function kindOfParsed(address: ipaddr.IPv4 | ipaddr.IPv6): AddressKind {
  if (address.kind() === "ipv6") {
    const v6 = address as ipaddr.IPv6;
    const bytes = v6.toByteArray();
    const range = v6.range();
    // ::a.b.c.d (IPv4-compatible, deprecated) and the NAT64 forms: what counts is the IPv4 address inside.
    const compatible = bytes.slice(0, 12).every((b) => b === 0) && range !== "loopback" && range !== "unspecified";
    if (compatible || EMBEDDED_IPV4.has(range)) return kindOfParsed(new ipaddr.IPv4(bytes.slice(12)));
  }
  const range = address.range();
  if (FORBIDDEN_RANGES.has(range)) return "forbidden";
  if (PRIVATE_RANGES.has(range)) return "private";
  return "public";
}

/** The kind of one IP address (IPv4-mapped IPv6 forms such as ::ffff:127.0.0.1 count as their IPv4 address). */
export function addressKind(address: string): AddressKind {
  if (!ipaddr.isValid(address)) return "forbidden";
  return kindOfParsed(ipaddr.process(address));
}

/**
 * A host name or address as a connection would read it: numeric IPv4 forms (2130706433,
 * 0x7f.1, 127.1) become their dotted address, IPv6 loses its brackets, names are lower-cased.
 */
export function canonicalHost(host: string): string {
  const bare = host.trim().replace(/^\[|\]$/g, "");
  try {
    const hostname = new URL(`http://${isIP(bare) === 6 ? `[${bare}]` : bare}/`).hostname;
    return hostname.replace(/^\[|\]$/g, "");
  } catch {
    return bare.toLowerCase();
  }
}

/** What is being configured: it names the server in the refusal. */
export type EndpointService = "storage" | "mail";

const PRIVATE_HINT: Record<EndpointService, string> = {
  storage: "per usare un archivio nella rete aziendale (ad esempio MinIO)",
  mail: "per usare un server di posta nella rete aziendale",
};

/** A server's address the site will not connect to: refused before any connection, so no answer time tells anything. */
export class EndpointRefusedError extends Error {
  readonly code = "EENDPOINT";
}

function refusal(host: string, address: string, kind: AddressKind, service: EndpointService): EndpointRefusedError {
  const named = host === address ? `L'indirizzo ${host}` : `L'indirizzo ${host} (${address})`;
  return new EndpointRefusedError(
    kind === "forbidden"
      ? `${named} è un indirizzo riservato (collegamento locale, multicast o non instradabile): il server non vi si collega mai.`
      : `${named} punta alla rete interna del server: non è consentito. Avvia il server con --allow-private-endpoints ${PRIVATE_HINT[service]}.`,
  );
}

/** Every address of a name, as the system resolver gives them (the same a connection would use). */
export type ResolveAll = (host: string) => Promise<string[]>;

const resolveAll: ResolveAll = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * The addresses of `host` a connection may use, each one checked: if ANY of them is refused for
 * `scope`, the whole name is (a name answering with a public and a private address would reach
 * the private one at the resolver's whim). A name that does not resolve throws the resolver's error
 * (ENOTFOUND). With scope "any" nothing is resolved here and the answer is empty.
 */
export async function checkEndpoint(
  host: string,
  scope: EndpointScope,
  service: EndpointService,
  resolve: ResolveAll = resolveAll,
): Promise<string[]> {
  if (scope === "any") return [];
  const name = canonicalHost(host);
  const addresses = isIP(name) ? [name] : await resolve(name);
  if (addresses.length === 0) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: "ENOTFOUND" });
  for (const address of addresses) {
    const kind = addressKind(address);
    if (kind === "forbidden" || (kind === "private" && scope === "public")) throw refusal(name, address, kind, service);
  }
  return addresses;
}

/**
 * The check made when settings are saved: the refusal's sentence, or null. A name that does not
 * resolve now is let through (a typo shows at the first connection, which checks again).
 */
export async function endpointRefusal(
  host: string,
  scope: EndpointScope,
  service: EndpointService,
  resolve: ResolveAll = resolveAll,
): Promise<string | null> {
  try {
    await checkEndpoint(host, scope, service, resolve);
    return null;
  } catch (error) {
    return error instanceof EndpointRefusedError ? error.message : null;
  }
}

/** The host of an endpoint URL (http(s)://host[:port]/…), as a connection reads it. */
export function hostOfUrl(endpoint: string): string {
  try {
    return new URL(endpoint).hostname.replace(/^\[|\]$/g, "");
  } catch {
    return endpoint;
  }
}
