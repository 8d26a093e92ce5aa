/**
 * The small-count rule of the coordinator's report (docs/decisions/0036): a count from 1 to 4
 * students shows as «менше 5» (a 0 stays 0), so nobody in a small group can be recognised; and
 * where a hidden count could be worked out by subtracting from a total, a second count is hidden
 * too («приховано»).
 */
export const SMALL_COUNT_LIMIT = 5;

/** A count as a report shows it. */
export type Shown = { kind: 'count'; count: number } | { kind: 'small' } | { kind: 'hidden' };

export const isSmall = (count: number) => count > 0 && count < SMALL_COUNT_LIMIT;

/** One count on its own: «менше 5» for 1–4. */
export const showCount = (count: number): Shown => (isSmall(count) ? { kind: 'small' } : { kind: 'count', count });

/** What a reader knows of a count shown so: the least and the most it can be. */
function bounds(shown: Shown, total: number): [number, number] {
  if (shown.kind === 'count') return [shown.count, shown.count];
  // Zeros show as 0, so a count hidden that is not «менше 5» is at least 5. (Where a whole row
  // had to be hidden, zeros included, this says more than a reader knows: safe for the checks.)
  return shown.kind === 'small' ? [1, SMALL_COUNT_LIMIT - 1] : [SMALL_COUNT_LIMIT, total];
}

/**
 * Whether no count of a row whose counts add up to `total` can be worked out exactly: each one's
 * possible values, given the others' bounds, must be more than one.
 */
export function rowIsSafe(shown: readonly Shown[], total: number): boolean {
  const b = shown.map((s) => bounds(s, total));
  const lo = b.reduce((a, [l]) => a + l, 0);
  const hi = b.reduce((a, [, h]) => a + h, 0);
  return b.every(([l, h], i) => {
    if (shown[i]!.kind === 'count') return true;
    const least = Math.max(l, total - (hi - h));
    const most = Math.min(h, total - (lo - l));
    return most > least;
  });
}

/**
 * A row of counts that add up to a total the report shows (the options of one question): the
 * small ones «менше 5», then, while one could still be worked out, the smallest count still
 * shown is hidden too; should that not do, every count of the row, zeros included, is hidden.
 */
export function showRow(counts: readonly number[], total: number): Shown[] {
  const shown: Shown[] = counts.map(showCount);
  if (!shown.some((s) => s.kind === 'small')) return shown;
  while (!rowIsSafe(shown, total)) {
    let smallest = -1;
    counts.forEach((count, i) => {
      if (shown[i]!.kind === 'count' && count > 0 && (smallest < 0 || count < counts[smallest]!)) smallest = i;
    });
    if (smallest < 0) return counts.map(() => ({ kind: 'hidden' }));
    shown[smallest] = { kind: 'hidden' };
  }
  return shown;
}

/**
 * A count that is at least each of some other counts and at most their sum (a profession
 * suggested by several answers, each student counted once): hidden when it would narrow one of
 * theirs, already hidden, down to one value.
 */
export function showUnion(count: number, parts: readonly Shown[], total: number): Shown {
  const own = showCount(count);
  if (own.kind !== 'count') return own;
  const nonZero = parts.filter((p) => !(p.kind === 'count' && p.count === 0));
  const hiOf = (p: Shown) => bounds(p, total)[1];
  const hiSum = nonZero.reduce((a, p) => a + hiOf(p), 0);
  for (const p of nonZero) {
    if (p.kind === 'count') continue;
    const [lo, h] = bounds(p, total);
    const least = Math.max(lo, count - (hiSum - hiOf(p)));
    const most = Math.min(h, count);
    if (most <= least) return { kind: 'hidden' };
  }
  return own;
}

/**
 * Groups (schools, classes) whose students add up to the total: a group of fewer than 5 gets no
 * line of its own, nor does one without a name; should those left without a line come to 1–4
 * students (the total minus the lines would show it), the smallest line joins them, until they
 * are none or at least 5. Returns the groups that keep a line, and how many students are left.
 */
export function groupLines<G extends { students: number }>(groups: readonly G[], unnamed: number) {
  const lines = groups.filter((g) => g.students >= SMALL_COUNT_LIMIT).sort((a, b) => b.students - a.students);
  let rest = unnamed + groups.filter((g) => g.students < SMALL_COUNT_LIMIT).reduce((a, g) => a + g.students, 0);
  while (isSmall(rest) && lines.length > 0) rest += lines.pop()!.students;
  return { lines, rest };
}
