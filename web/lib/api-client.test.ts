import { afterEach, describe, expect, test } from "bun:test";
import { ApiError, apiRequest, getQueryFn, queryKeyToPath } from "./api-client";

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function answer(status: number, body: string, type = "application/json") {
  globalThis.fetch = (async () => new Response(body, { status, headers: { "content-type": type } })) as unknown as typeof fetch;
}

describe("api client", () => {
  test("query keys become paths, later segments encoded", () => {
    expect(queryKeyToPath(["/api/galleries"])).toBe("/api/galleries");
    expect(queryKeyToPath(["/api/blog/slug", "città sicura"])).toBe("/api/blog/slug/citt%C3%A0%20sicura");
  });

  test("an error shows the server's message (decision 6)", async () => {
    answer(400, JSON.stringify({ message: "Email non valida" }));
    const error = await apiRequest("POST", "/api/contact", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("Email non valida");
    expect((error as ApiError).status).toBe(400);
  });

  test("without a message the error is 'status: body text' (spec §8)", async () => {
    answer(502, "Bad gateway", "text/plain");
    const error = (await apiRequest("GET", "/api/x").catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("502: Bad gateway");
  });

  test("a 401 is an error by default, null when asked", async () => {
    answer(401, JSON.stringify({ message: "Accesso riservato" }));
    const fn = getQueryFn<unknown>();
    const ctx = { queryKey: ["/api/auth/me"], signal: new AbortController().signal } as never;
    await expect(fn(ctx)).rejects.toThrow("Accesso riservato");
    expect(await getQueryFn<unknown>({ on401: "returnNull" })(ctx)).toBeNull();
  });

  test("FormData goes as-is, without a hand-made content type", async () => {
    let sent: RequestInit | undefined;
    globalThis.fetch = (async (_url: string, init: RequestInit) => {
      sent = init;
      return new Response("{}", { status: 200, headers: { "content-type": "application/json" } });
    }) as unknown as typeof fetch;
    const form = new FormData();
    form.set("name", "x");
    await apiRequest("POST", "/api/upload", form);
    expect(sent?.body).toBe(form);
    expect(sent?.headers).toBeUndefined();
    expect(sent?.credentials).toBe("include");
  });
});
