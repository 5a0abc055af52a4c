/** A post met while walking the tag lists: its place among the published posts (0 = newest) and how many of the tags it has. */
interface Met {
  position: number;
  shared: number;
}

/**
 * The first index at or after `from` where the ascending `list` holds `value` or more: a few
 * doubling steps then a binary search, so passing over a long stretch of a list costs little.
 */
function seek(list: ArrayLike<number>, from: number, value: number): number {
  let low = from;
  let step = 1;
  let high = from;
  while (high < list.length && (list[high] ?? value) < value) {
    low = high + 1;
    high += step;
    step *= 2;
  }
  high = Math.min(high, list.length);
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((list[middle] ?? value) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The `limit` positions found in the most of `lists`, the lowest position first among equals;
 * a position `excluded` says is passed over. Each list holds ascending positions (a tag's posts, newest first).
 *
 * The lists are walked together, newest first, and the walk stops as soon as no older post can
 * get in: once `limit` posts are chosen, one must be in more lists than the last of them to take
 * its place, hence in at least one of the shortest lists beyond that count; only those still
 * lead the walk, and the others are looked into. So the work follows the posts that matter, not
 * the number of posts: with tags every post shares, the newest few answer at once.
 */
export function mostShared(
  lists: readonly ArrayLike<number>[],
  excluded: (position: number) => boolean,
  limit: number,
): number[] {
  const walked = [...lists].sort((a, b) => a.length - b.length);
  const cursors = walked.map(() => 0);
  const chosen: Met[] = [];
  for (;;) {
    // A post older than those chosen gets in only by being in more lists than the last chosen one.
    const bar = chosen.length < limit ? 0 : (chosen[limit - 1]?.shared ?? 0);
    const leading = walked.length - bar;
    let next = Number.POSITIVE_INFINITY;
    for (let i = 0; i < leading; i++) {
      const list = walked[i] as ArrayLike<number>;
      const at = cursors[i] as number;
      if (at < list.length) next = Math.min(next, list[at] as number);
    }
    if (next === Number.POSITIVE_INFINITY) break;
    let shared = 0;
    for (let i = 0; i < walked.length; i++) {
      const list = walked[i] as ArrayLike<number>;
      const at = seek(list, cursors[i] as number, next);
      const found = at < list.length && list[at] === next;
      if (found) shared++;
      cursors[i] = found ? at + 1 : at;
    }
    if (shared <= bar || excluded(next)) continue;
    let place = chosen.length;
    while (place > 0 && (chosen[place - 1]?.shared ?? 0) < shared) place--;
    chosen.splice(place, 0, { position: next, shared });
    if (chosen.length > limit) chosen.pop();
  }
  return chosen.map((met) => met.position);
}
