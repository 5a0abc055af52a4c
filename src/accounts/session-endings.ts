import type { SessionEndReason } from "../shared/schemas/auth";

/** A reason is kept as long as the session it ended could have lived. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_KEPT = 10_000;

const endings = new Map<string, { reason: SessionEndReason; at: number }>();

/**
 * Remembers why sessions were ended by an Amministratore (role change, deactivation, reset), so
 * the browser that still carries one is told why it must sign in again. Kept in memory: after a
 * restart the browser is simply signed out.
 */
export function noteEndedSessions(sessionIds: string[], reason: SessionEndReason, now = Date.now()): void {
  if (endings.size + sessionIds.length > MAX_KEPT) {
    for (const [id, value] of endings) if (value.at + KEEP_MS <= now) endings.delete(id);
  }
  for (const id of sessionIds) if (endings.size < MAX_KEPT) endings.set(id, { reason, at: now });
}

/** Why this (now unknown) session was ended: null when it simply expired or signed out. */
export function endReasonOf(sessionId: string, now = Date.now()): SessionEndReason | null {
  const found = endings.get(sessionId);
  if (!found || found.at + KEEP_MS <= now) return null;
  return found.reason;
}
