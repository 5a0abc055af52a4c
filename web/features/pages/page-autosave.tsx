import { useEffect, useState } from "react";
import { RecoveryOffer } from "../../components/ui/recovery-offer";
import { formatAdminDateTime } from "../../lib/dates";

/** How long after the last keystroke the editor keeps its text in this browser. */
const AUTOSAVE_DELAY_MS = 1500;
const keyOf = (path: string) => `parksite:page-autosave:${path}`;

interface Kept<T> {
  content: T;
  at: string;
}

function read<T>(path: string): Kept<T> | null {
  try {
    const raw = localStorage.getItem(keyOf(path));
    return raw ? (JSON.parse(raw) as Kept<T>) : null;
  } catch {
    return null;
  }
}

/** Forgets the text kept for this entry (after a save, or when the person discards it). */
export function forgetPageAutosave(path: string): void {
  try {
    localStorage.removeItem(keyOf(path));
  } catch {
    // A blocked storage keeps nothing to forget.
  }
}

/**
 * While the editor holds unsaved changes its text is kept in this browser a moment after each
 * change; on opening, a kept text that differs from the stored one is offered back (after a
 * crash, a closed tab or a lost connection).
 */
export function usePageAutosave<T>(path: string, stored: T, content: T, dirty: boolean) {
  const [recovery, setRecovery] = useState<Kept<T> | null>(() => {
    if (typeof localStorage === "undefined") return null;
    const kept = read<T>(path);
    return kept && JSON.stringify(kept.content) !== JSON.stringify(stored) ? kept : null;
  });

  useEffect(() => {
    // Until the person answers the offer, the kept text stays as it was.
    if (!dirty || recovery) return;
    const timer = setTimeout(() => {
      try {
        localStorage.setItem(keyOf(path), JSON.stringify({ content, at: new Date().toISOString() } satisfies Kept<T>));
      } catch {
        // A full or blocked storage: the next save is the only copy.
      }
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [path, content, dirty, recovery]);

  return {
    recovery,
    dismissRecovery: () => {
      forgetPageAutosave(path);
      setRecovery(null);
    },
    acceptRecovery: () => setRecovery(null),
  };
}

/** The page's text kept in this browser, not yet saved as a draft nor published, offered back. */
export function PageRecoveryOffer({ at, onRecover, onDismiss }: { at: string; onRecover: () => void; onDismiss: () => void }) {
  return (
    <RecoveryOffer
      message={`C'è un testo salvato automaticamente in questo browser il ${formatAdminDateTime(at)}, non ancora salvato come bozza né pubblicato.`}
      onRecover={onRecover}
      onDismiss={onDismiss}
    />
  );
}
