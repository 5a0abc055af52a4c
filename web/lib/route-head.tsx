import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useMatches } from "react-router-dom";
import { fullTitle, type PageMeta } from "../../src/shared/page-meta";
import { useSettings } from "./settings";
import { resolveMeta } from "./route-handle";

function setMetaContent(selector: string, content: string) {
  const el = document.head.querySelector<HTMLMetaElement>(selector);
  if (el) el.content = content;
}

/** The page's alternate versions (the blog's RSS feed): present on the pages that name them, gone elsewhere. */
function syncAlternates(alternates: PageMeta["alternates"] = []) {
  for (const el of document.head.querySelectorAll('link[rel="alternate"]')) el.remove();
  for (const alternate of alternates) {
    const link = document.createElement("link");
    link.rel = "alternate";
    link.type = alternate.type;
    link.title = alternate.title;
    link.href = alternate.href;
    document.head.append(link);
  }
}

/** Keeps title, description, canonical and Open Graph in step with client-side navigation. */
function applyDocumentMeta(meta: PageMeta, siteName: string, pathname: string) {
  const title = fullTitle(meta.title, siteName);
  document.title = title;
  setMetaContent('meta[name="description"]', meta.description);
  setMetaContent('meta[property="og:title"]', title);
  setMetaContent('meta[property="og:description"]', meta.description);
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  const origin = canonical ? new URL(canonical.href).origin : window.location.origin;
  const url = origin + (meta.canonicalPath ?? pathname);
  if (canonical) canonical.href = url;
  setMetaContent('meta[property="og:url"]', url);
  syncAlternates(meta.alternates);
}

/** For pages whose title depends on data that arrives after navigation (an article). */
export function useDocumentMeta(meta: PageMeta | null) {
  const settings = useSettings();
  const { pathname } = useLocation();
  useEffect(() => {
    if (meta) applyDocumentMeta(meta, settings.companyName, pathname);
  }, [meta, settings.companyName, pathname]);
}

export function RouteHead() {
  const matches = useMatches();
  const settings = useSettings();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  useEffect(() => {
    const meta = resolveMeta(
      matches.map((m) => ({ handle: m.handle, params: m.params })),
      {
        params: matches.at(-1)?.params ?? {},
        pathname,
        origin: window.location.origin,
        complete: false,
        settings,
        data: (key) => queryClient.getQueryData(key),
      },
    );
    // Not known yet: the page sets its own head once its data arrives (useDocumentMeta).
    if (meta) applyDocumentMeta(meta, settings.companyName, pathname);
  }, [matches, pathname, settings, queryClient]);
  return null;
}
