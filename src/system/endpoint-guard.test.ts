import { describe, expect, test } from "bun:test";
import { addressKind, checkEndpoint, endpointRefusal, hostOfUrl } from "./endpoint-guard";

const INTERNAL =
  "punta alla rete interna del server: non è consentito. Avvia il server con --allow-private-endpoints per usare un archivio nella rete aziendale (ad esempio MinIO).";
const RESERVED = "è un indirizzo riservato (collegamento locale, multicast o non instradabile): il server non vi si collega mai.";

/** The refusal of an S3 endpoint saved from the admin page, without and with --allow-private-endpoints. */
const refusalOf = (endpoint: string, allowPrivate = false) =>
  endpointRefusal(hostOfUrl(endpoint), allowPrivate ? "private" : "public", "storage");

describe("the servers the admin pages may point the site at", () => {
  test("loopback, in every spelling, is the server's own machine", async () => {
    expect(await refusalOf("http://127.0.0.1:9000")).toBe(`L'indirizzo 127.0.0.1 ${INTERNAL}`);
    expect(await refusalOf("http://127.8.9.10/")).toBe(`L'indirizzo 127.8.9.10 ${INTERNAL}`);
    expect(await refusalOf("http://[::1]:9000")).toBe(`L'indirizzo ::1 ${INTERNAL}`);
    expect(await refusalOf("http://[::ffff:127.0.0.1]:9000")).toBe(`L'indirizzo ::ffff:7f00:1 ${INTERNAL}`);
    // A decimal or hexadecimal IPv4 address is read as the connection would read it.
    expect(await refusalOf("http://2130706433/")).toBe(`L'indirizzo 127.0.0.1 ${INTERNAL}`);
    expect(await refusalOf("http://0x7f.1/")).toBe(`L'indirizzo 127.0.0.1 ${INTERNAL}`);
  });

  test("a name is judged by the addresses it resolves to", async () => {
    expect(await refusalOf("http://localhost:9000")).toBe(`L'indirizzo localhost (127.0.0.1) ${INTERNAL}`);
    // One private address among public ones is enough: the connection could take it.
    const mixed = async () => ["93.184.216.34", "10.0.0.5"];
    expect(await endpointRefusal("s3.rebind.example", "public", "storage", mixed)).toBe(
      `L'indirizzo s3.rebind.example (10.0.0.5) ${INTERNAL}`,
    );
    expect(await endpointRefusal("s3.example.it", "public", "storage", async () => ["93.184.216.34"])).toBeNull();
    // A name that resolves to nothing now is not refused on saving (the connection checks again).
    expect(await refusalOf("https://s3.nome-che-non-esiste.invalid")).toBeNull();
    await expect(checkEndpoint("s3.nome-che-non-esiste.invalid", "public", "storage")).rejects.toMatchObject({
      code: "ENOTFOUND",
    });
  });

  test("the cloud's metadata address and other link-local, unspecified and multicast addresses are refused even with --allow-private-endpoints", async () => {
    expect(await refusalOf("http://169.254.169.254/latest/meta-data/", true)).toBe(`L'indirizzo 169.254.169.254 ${RESERVED}`);
    expect(await refusalOf("http://[fe80::1]/", true)).toBe(`L'indirizzo fe80::1 ${RESERVED}`);
    expect(await refusalOf("http://[::ffff:169.254.169.254]/", true)).toBe(`L'indirizzo ::ffff:a9fe:a9fe ${RESERVED}`);
    expect(await refusalOf("http://0.0.0.0:9000", true)).toBe(`L'indirizzo 0.0.0.0 ${RESERVED}`);
    expect(await refusalOf("http://[::]:9000", true)).toBe(`L'indirizzo :: ${RESERVED}`);
    expect(await refusalOf("http://224.0.0.1/", true)).toBe(`L'indirizzo 224.0.0.1 ${RESERVED}`);
  });

  test("private networks only with --allow-private-endpoints, which also allows this machine (an on-premise MinIO)", async () => {
    for (const endpoint of [
      "http://10.1.2.3:9000",
      "http://172.16.0.9",
      "http://172.31.255.1",
      "http://192.168.1.20:9000",
      "http://100.64.0.1",
      "http://[fd00::5]",
    ]) {
      expect(await refusalOf(endpoint)).toEndWith(INTERNAL);
      expect(await refusalOf(endpoint, true)).toBeNull();
    }
    expect(await refusalOf("http://127.0.0.1:9000", true)).toBeNull();
    expect(await refusalOf("http://localhost:9000", true)).toBeNull();
    // Next to the private ranges, public addresses.
    expect(await refusalOf("http://172.32.0.1")).toBeNull();
    expect(await refusalOf("https://[2a00:1450:4002:80a::200e]")).toBeNull();
  });

  test("an SMTP server's refusal speaks of a mail server", async () => {
    expect(await endpointRefusal("127.0.0.1", "public", "mail")).toBe(
      "L'indirizzo 127.0.0.1 punta alla rete interna del server: non è consentito. Avvia il server con --allow-private-endpoints per usare un server di posta nella rete aziendale.",
    );
    expect(await endpointRefusal("[::1]", "public", "mail")).toStartWith("L'indirizzo ::1 punta alla rete interna");
  });

  test("the environment's settings (the operator's) are not checked", async () => {
    expect(await checkEndpoint("127.0.0.1", "any", "storage")).toEqual([]);
  });

  test("addresses by kind", () => {
    expect(addressKind("8.8.8.8")).toBe("public");
    expect(addressKind("::ffff:10.0.0.1")).toBe("private");
    expect(addressKind("64:ff9b::7f00:1")).toBe("private");
    expect(addressKind("::127.0.0.1")).toBe("private");
    expect(addressKind("255.255.255.255")).toBe("forbidden");
    expect(addressKind("non un indirizzo")).toBe("forbidden");
  });
});
