import { useEffect, useState } from "react";
import { EDITING_BEAT_MS, type EditingAnswer } from "../../src/shared/schemas/editing";
import { apiRequest } from "./api-client";

/** What an open editor names: a page (by path) or an article (by id). */
export type EditingKind = "pages" | "posts";

/**
 * Says the editor of `key` is open while it is, every beat, and answers who else has it open. A
 * null key (a new article, nothing saved yet) is nobody else's. Presence is advice: a failed beat
 * keeps the last answer and is tried again at the next one.
 */
export function useEditingPresence(kind: EditingKind, key: string | number | null): EditingAnswer["others"] {
  const [others, setOthers] = useState<EditingAnswer["others"]>([]);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const beat = () =>
      apiRequest<EditingAnswer>("PUT", `/api/editing/${kind}`, { key }).then(
        (answer) => live && setOthers(answer.others),
        () => {},
      );
    void beat();
    const timer = window.setInterval(beat, EDITING_BEAT_MS);
    const leave = () =>
      void fetch(`/api/editing/${kind}`, {
        method: "DELETE",
        credentials: "include",
        keepalive: true,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ key }),
      }).catch(() => {});
    window.addEventListener("pagehide", leave);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener("pagehide", leave);
      setOthers([]);
      leave();
    };
  }, [kind, key]);
  return others;
}
