/**
 * "At most once per window" decisions, such as one typing notice per chat and side every 3 s,
 * and "at most so many distinct members per window", such as visitors per address a minute.
 * The first callers in a window win; the others are told no until the window ends. In memory
 * for one instance (and tests); with REDIS_URL the state lives in Redis (redis-throttle.ts), so
 * two instances behind a balancer do not each let their own share through.
 */
export interface Throttle {
  /** True for the first call for `key` within `windowMs`, false for the later ones. */
  claim(key: string, windowMs: number): Promise<boolean>;
  /**
   * True when `member` is one of the first `cap` distinct members of `group` in the window
   * (and again for it until the window ends); false for every member beyond them, however often
   * it asks. The window starts with the group's first member.
   */
  admit(group: string, member: string, cap: number, windowMs: number): Promise<boolean>;
}

/** Expired keys are dropped at most this often: a sweep is a pass over the whole map. */
const SWEEP_EVERY_MS = 60_000;

export function createInMemoryThrottle(now: () => number = Date.now): Throttle {
  const openUntil = new Map<string, number>();
  const groups = new Map<string, { until: number; members: Set<string> }>();
  let nextSweep = 0;
  const sweep = (time: number) => {
    if (time < nextSweep) return;
    for (const [stale, until] of openUntil) if (until <= time) openUntil.delete(stale);
    for (const [stale, group] of groups) if (group.until <= time) groups.delete(stale);
    nextSweep = time + SWEEP_EVERY_MS;
  };
  return {
    async claim(key, windowMs) {
      const time = now();
      sweep(time);
      const until = openUntil.get(key);
      if (until !== undefined && until > time) return false;
      openUntil.set(key, time + windowMs);
      return true;
    },
    async admit(groupKey, member, cap, windowMs) {
      const time = now();
      sweep(time);
      let group = groups.get(groupKey);
      if (!group || group.until <= time) {
        group = { until: time + windowMs, members: new Set() };
        groups.set(groupKey, group);
      }
      if (group.members.has(member)) return true;
      // A refused member is not remembered: the set never holds more than `cap`.
      if (group.members.size >= cap) return false;
      group.members.add(member);
      return true;
    },
  };
}
