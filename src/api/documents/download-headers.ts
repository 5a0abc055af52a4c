/** The policy of every served document: a PDF is shown by the browser's viewer, but nothing in it runs, loads or submits. */
const PDF_POLICY = "sandbox; default-src 'none'";

/** RFC 6266: an ASCII name for every browser, and the same name encoded for those that read filename*. */
const disposition = (kind: "inline" | "attachment", name: string) =>
  `${kind}; filename="${name.replace(/[^A-Za-z0-9._-]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * The headers of a served document: a PDF inline under a sandboxing policy, anything else as an
 * attachment; its type never guessed by the browser.
 */
export function downloadHeaders(mime: string, name: string, size: number, cacheControl: string): Record<string, string> {
  const pdf = mime === "application/pdf";
  return {
    "Content-Type": mime,
    "Content-Length": String(size),
    "Content-Disposition": disposition(pdf ? "inline" : "attachment", name),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": cacheControl,
    "Content-Security-Policy": PDF_POLICY,
  };
}

/** Staff's download of a version: always saved, never opened in the page. */
export function attachmentHeaders(mime: string, name: string, size: number, cacheControl: string): Record<string, string> {
  return { ...downloadHeaders(mime, name, size, cacheControl), "Content-Disposition": disposition("attachment", name) };
}
