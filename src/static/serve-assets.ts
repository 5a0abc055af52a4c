import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/app-env";
import type { BuiltAssets, EmbeddedAsset } from "./asset-manifest";
import { matchesEtag } from "../http/conditional";

function pickEncoding(asset: EmbeddedAsset, accept: string): { file: string; encoding?: "br" | "gzip" } {
  if (asset.br && /\bbr\b/.test(accept)) return { file: asset.br, encoding: "br" };
  if (asset.gz && /\bgzip\b/.test(accept)) return { file: asset.gz, encoding: "gzip" };
  return { file: asset.file };
}

/** Serves the embedded front end: ETag, 304, precompressed br/gzip, long caching for hashed names. */
export function serveAssets(assets: BuiltAssets): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    const asset = method === "GET" || method === "HEAD" ? assets.files[c.req.path] : undefined;
    if (!asset) return next();

    const headers = new Headers({
      "Content-Type": asset.type,
      "Cache-Control": asset.cacheControl,
      ETag: asset.etag,
    });
    if (asset.br || asset.gz) headers.set("Vary", "Accept-Encoding");

    if (matchesEtag(c.req.header("if-none-match"), asset.etag)) {
      return new Response(null, { status: 304, headers });
    }
    const { file, encoding } = pickEncoding(asset, c.req.header("accept-encoding") ?? "");
    if (encoding) headers.set("Content-Encoding", encoding);
    const body = Bun.file(file);
    headers.set("Content-Length", String(body.size));
    return new Response(method === "HEAD" ? null : body, { status: 200, headers });
  };
}
