import { useEffect, useRef, useState } from "react";
import type { RevisionDetail } from "../../../src/shared/blog";
import { apiRequest } from "../../lib/api-client";
import type { PostFormValues } from "./editor-values";

/** The open editor saves its text this often while it has changes. */
const AUTOSAVE_MS = 30_000;
/** A new article has no id yet: its autosave lives in this browser. */
const NEW_POST_KEY = "parksite:blog-autosave:new";

/** The part of the editor an autosave keeps. */
export type AutosavedText = Pick<
  PostFormValues,
  "title" | "slug" | "excerpt" | "content" | "tags" | "cover_image" | "article_images"
>;

export interface Recovery {
  text: AutosavedText;
  at: string;
}

const textOf = (v: AutosavedText): AutosavedText => ({
  title: v.title,
  slug: v.slug,
  excerpt: v.excerpt,
  content: v.content,
  tags: v.tags,
  cover_image: v.cover_image,
  article_images: v.article_images,
});

const same = (a: AutosavedText, b: AutosavedText) => JSON.stringify(textOf(a)) === JSON.stringify(textOf(b));

function readLocal(): Recovery | null {
  try {
    const raw = localStorage.getItem(NEW_POST_KEY);
    return raw ? (JSON.parse(raw) as Recovery) : null;
  } catch {
    return null;
  }
}

/** Forgets what was autosaved (after a save, or when the person discards it). */
export async function discardAutosave(postId: number | null): Promise<void> {
  if (postId === null) {
    localStorage.removeItem(NEW_POST_KEY);
    return;
  }
  await apiRequest("DELETE", `/api/blog/${postId}/autosave`).catch(() => undefined);
}

/**
 * Every 30 s, while the editor has unsaved changes, keeps its text: on the server for a saved
 * article (a draft revision), in this browser for a new one. On opening, offers back an
 * autosave newer than the last save (after a crash or a closed tab).
 */
export function useAutosave(postId: number | null, initial: AutosavedText, values: AutosavedText, dirty: boolean) {
  const [recovery, setRecovery] = useState<Recovery | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const latest = useRef({ values, dirty });
  latest.current = { values, dirty };
  const lastKept = useRef<AutosavedText>(initial);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the offer is made once, for the text the editor opened with.
  useEffect(() => {
    let cancelled = false;
    if (postId === null) {
      const local = readLocal();
      if (local && !same(local.text, initial)) setRecovery(local);
      return;
    }
    apiRequest<{ autosave: RevisionDetail | null }>("GET", `/api/blog/${postId}/autosave`)
      .then(({ autosave }) => {
        if (cancelled || !autosave) return;
        const text = textOf({ ...autosave, cover_image: autosave.cover_image ?? "" });
        if (!same(text, initial)) setRecovery({ text, at: autosave.created_at });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [postId]);

  useEffect(() => {
    const timer = setInterval(() => {
      const { values: current, dirty: changed } = latest.current;
      if (!changed || same(current, lastKept.current)) return;
      const text = textOf(current);
      const at = new Date().toISOString();
      lastKept.current = text;
      if (postId === null) {
        try {
          localStorage.setItem(NEW_POST_KEY, JSON.stringify({ text, at } satisfies Recovery));
          setSavedAt(at);
        } catch {
          // A full or blocked storage: the next save is the only copy.
        }
        return;
      }
      apiRequest<{ created_at: string }>("PUT", `/api/blog/${postId}/autosave`, {
        ...text,
        cover_image: text.cover_image || null,
      }).then(
        (answer) => setSavedAt(answer.created_at),
        () => {
          lastKept.current = initial;
        },
      );
    }, AUTOSAVE_MS);
    return () => clearInterval(timer);
  }, [postId, initial]);

  return { recovery, dismissRecovery: () => setRecovery(null), savedAt };
}
