import { EDITING_BEAT_MS, type EditingAnswer } from "../../shared/schemas/editing";

/** A presence not renewed for this long is gone (a closed tab, a sleeping laptop). */
const PRESENCE_TTL_MS = 3 * EDITING_BEAT_MS;
/** Editors open at once across the site: far above what a team has, a bound on memory. */
const MAX_TARGETS = 2_000;

interface Presence {
  name: string;
  since: number;
  seen: number;
}

/**
 * Who has an editor open on what, right now: kept in memory only (a restart forgets it, and the
 * open editors say so again within one beat). Each open editor renews its presence every beat.
 */
export class EditingPresence {
  private readonly targets = new Map<string, Map<number, Presence>>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Marks `person` as editing `target` now; answers the others editing it, earliest first. */
  touch(target: string, person: { id: number; name: string }): EditingAnswer {
    const now = this.now();
    let people = this.targets.get(target);
    if (!people) {
      if (this.targets.size >= MAX_TARGETS) this.prune(now);
      people = new Map();
      this.targets.set(target, people);
    }
    const mine = people.get(person.id);
    const since = mine && now - mine.seen <= PRESENCE_TTL_MS ? mine.since : now;
    people.set(person.id, { name: person.name, since, seen: now });
    const others = [...people]
      .filter(([id, presence]) => id !== person.id && now - presence.seen <= PRESENCE_TTL_MS)
      .sort(([, a], [, b]) => a.since - b.since)
      .map(([, presence]) => ({ name: presence.name, since: new Date(presence.since).toISOString() }));
    return { others };
  }

  /** The editor was closed. */
  leave(target: string, personId: number): void {
    const people = this.targets.get(target);
    people?.delete(personId);
    if (people?.size === 0) this.targets.delete(target);
  }

  private prune(now: number): void {
    for (const [target, people] of this.targets) {
      for (const [id, presence] of people) if (now - presence.seen > PRESENCE_TTL_MS) people.delete(id);
      if (people.size === 0) this.targets.delete(target);
    }
  }
}
