import { describe, expect, test } from "bun:test";
import { passkeyOriginProblem } from "./passkey-origin";

const at = (url: string) => {
  const u = new URL(url);
  return { protocol: u.protocol, hostname: u.hostname, host: u.host };
};

describe("where passkeys can be created", () => {
  test("HTTPS with a name and localhost can", () => {
    expect(passkeyOriginProblem(at("https://www.parksite.it/admin/profilo"))).toBeNull();
    expect(passkeyOriginProblem(at("http://localhost:3000/admin/profilo"))).toBeNull();
  });

  test("an IP address cannot, and the sentence says why", () => {
    expect(passkeyOriginProblem(at("http://127.0.0.1:3000/admin/profilo"))).toStartWith(
      "Le passkey non si possono creare da un indirizzo IP (127.0.0.1:3000): il browser le lega al nome del sito.",
    );
    expect(passkeyOriginProblem(at("https://[::1]:8443/admin"))).toContain("indirizzo IP");
  });

  test("plain HTTP with a name cannot", () => {
    expect(passkeyOriginProblem(at("http://intranet.azienda.it/admin"))).toStartWith(
      "Le passkey richiedono una connessione sicura: questa pagina è aperta in HTTP (intranet.azienda.it).",
    );
  });

  test("a browser without WebAuthn is told so", () => {
    expect(passkeyOriginProblem(at("https://www.parksite.it/admin"), false)).toStartWith(
      "Questo browser non supporta le passkey",
    );
  });
});
