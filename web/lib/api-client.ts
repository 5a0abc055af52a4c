import { type QueryFunction, type QueryKey, queryOptions } from "@tanstack/react-query";
import { isApiErrorBody } from "../../src/shared/api-error";

/** A failed API call: the server's Italian message, or "status: body" when it sent none. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The whole answer, for the few errors that carry more than their message (an edit conflict). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** Query keys are path segments: ['/api/blog/slug', 'my-post'] -> /api/blog/slug/my-post. */
export function queryKeyToPath(key: QueryKey): string {
  const [base, ...rest] = key;
  return [String(base), ...rest.map((segment) => encodeURIComponent(String(segment)))].join("/");
}

async function errorFrom(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => "");
  try {
    const body: unknown = JSON.parse(text);
    if (isApiErrorBody(body)) return new ApiError(res.status, body.message, body);
  } catch {
    // not JSON: fall through to the generic form
  }
  return new ApiError(res.status, `${res.status}: ${text || res.statusText}`);
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) throw await errorFrom(res);
}

/**
 * A write: JSON for plain objects, FormData as-is (the browser sets the multipart boundary).
 * Credentials are always sent.
 */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: body !== undefined && !isForm ? { "Content-Type": "application/json" } : undefined,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  const type = res.headers.get("content-type") ?? "";
  return (type.includes("application/json") ? await res.json() : undefined) as T;
}

/** The default read: GET the path built from the key; a 401 is an error unless asked otherwise. */
export function getQueryFn<T>(options: { on401: "throw" | "returnNull" } = { on401: "throw" }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKeyToPath(queryKey), { credentials: "include", signal });
    if (options.on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/** A read of the JSON API: GET `path` with the session, its answer of the type src/shared declares for it. */
export async function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(path, { credentials: "include", signal });
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/**
 * The query of a read whose key is its address (`["/api/blog", 7]` reads /api/blog/7), answering `T`,
 * the type src/shared declares for it: what each `web/features/<f>/api/get-<x>.ts` is made of. Loaders
 * and components use the same query, adding their own options (`{ ...postQuery(id), staleTime: 0 }`).
 */
export function apiQuery<T, K extends QueryKey = QueryKey>(queryKey: K) {
  return queryOptions<T, ApiError, T, K>({ queryKey, queryFn: ({ signal }) => apiGet<T>(queryKeyToPath(queryKey), signal) });
}
