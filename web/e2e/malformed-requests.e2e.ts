import { expect, test } from "./fixtures";
import { rawRequest } from "./raw-request";

/**
 * The server builds a request's address from its Host header: one that is not a host name (or
 * none at all, from an HTTP/1.0 client) is the client's mistake, a 400 with the reason in
 * Italian, never a 500 with the server's error logged for it.
 */
test("a request whose Host header is no host name is refused with a 400, not answered with a server error", async () => {
  const port = Number(new URL(test.info().project.use.baseURL ?? "").port);
  for (const head of [
    "GET / HTTP/1.1\r\nHost: due parole\r\n",
    "GET /blog HTTP/1.1\r\nHost: [::1\r\n",
    "GET /?utm_source=x HTTP/1.1\r\nHost: esempio.it:99999\r\n",
    "GET /api/blog?published=true HTTP/1.1\r\nHost: \r\n",
    "GET / HTTP/1.0\r\n",
  ]) {
    const answer = await rawRequest(port, `${head}Connection: close\r\n\r\n`);
    expect(answer.status, head).toBe(400);
    expect(JSON.parse(answer.body), head).toEqual({
      message: "Richiesta non valida: l'intestazione Host non contiene un nome di host valido.",
    });
  }
  // A well-formed request on the same server is answered as ever.
  expect((await rawRequest(port, "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")).status).toBe(200);
});
