import type { DehydratedState } from "@tanstack/react-query";
import type { HydrationState } from "react-router-dom";

const BOOT_DATA_ID = "boot-data";

/** What the server hands the browser next to the HTML, in a non-executable JSON script tag. */
export interface BootData {
  /**
   * 'ssr': hydrate the server's HTML as the whole app; 'islands': hydrate only its interactive
   * parts (web/entry.islands.tsx); 'client': render from scratch (admin area).
   */
  mode: "ssr" | "islands" | "client";
  queries: DehydratedState;
  router?: HydrationState;
}

/** JSON safe to put inside <script>: no '<' can end the tag early. */
export function serializeBootData(data: BootData): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function readBootData(): BootData {
  const text = document.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return { mode: "client", queries: { queries: [], mutations: [] } };
  return JSON.parse(text) as BootData;
}
