/**
 * Identical reads asked at the same time, done once (issue 49 §3). When a chat changes, every
 * cabinet that shows it asks for the same list at once; under load, the same page is asked again
 * before the last answer has left. Each such read costs the database and this process the same
 * work for the same result.
 *
 * A caller never joins a read that is already running: that read's snapshot may predate the
 * caller's request, and a lawyer told "this chat changed" must get a list with the change. A caller
 * who finds its read running waits for the next one, which starts when the running one ends and
 * serves everybody who asked meanwhile. So every answer is read after its request arrived, as if
 * it had run alone; at most one read per key runs and one waits. Nothing is kept after a read
 * ends: this is not a cache, and there is nothing to invalidate.
 *
 * The key must name everything the result depends on (whose view, which page): the read that runs
 * is the first waiting caller's, so it may use nothing of that caller's that is not in the key (or
 * fixed for the owner). A result shared by several requests must not be changed by any of them;
 * because it is not, the HTTP layer encodes it once for all of them (isSharedResult,
 * http/schema-compilers.ts).
 *
 * A read running longer than STALLED_READ_MS is presumed stuck (a dead socket): the next caller
 * forgets it and the read waiting behind it starts at once, so one hung query does not hold
 * every request for its key.
 */
export type SharedRead<T> = (key: string, read: () => Promise<T>) => Promise<T>;

interface Pending<T> {
  promise: Promise<T>;
  start: () => void;
}

const sharedResults = new WeakSet<object>();

/** Whether `value` came from a shared read (so it may be answered to several requests unchanged). */
export function isSharedResult(value: unknown): boolean {
  return typeof value === "object" && value !== null && sharedResults.has(value);
}

/**
 * Outside production a shared result is frozen (three levels: a list, its rows, their fields'
 * objects), so code that changes one, which would change it for every request sharing it, fails
 * in the tests instead of answering someone else's request wrongly.
 */
const FREEZE_SHARED = process.env.NODE_ENV !== "production";

function freezeShared(value: unknown, depth = 3): void {
  if (depth === 0 || typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  if (!Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) freezeShared(inner, depth - 1);
}

/** Starts `read` when `start()` is called; the promise settles with the read. */
function pending<T>(read: () => Promise<T>): Pending<T> {
  let start!: () => void;
  const promise = new Promise<T>((resolve, reject) => {
    start = () => {
      try {
        read().then((value) => {
          if (typeof value === "object" && value !== null) {
            sharedResults.add(value);
            if (FREEZE_SHARED) freezeShared(value);
          }
          resolve(value);
        }, reject);
      } catch (error) {
        reject(error);
      }
    };
  });
  return { promise, start };
}

/** Longer than any list's read; past it, the running read is presumed stuck (a dead socket). */
export const STALLED_READ_MS = 10_000;

export function sharedRead<T>(now: () => number = Date.now): SharedRead<T> {
  const reads = new Map<string, { startedAt: number; next: Pending<T> | null }>();

  const run = (key: string, read: Pending<T>) => {
    const entry = { startedAt: now(), next: null as Pending<T> | null };
    reads.set(key, entry);
    const settled = () => {
      // A read forgotten as stuck ends whenever it ends; the key is no longer its.
      if (reads.get(key) !== entry) return;
      const next = entry.next;
      if (next) run(key, next);
      else reads.delete(key);
    };
    read.promise.then(settled, settled);
    read.start();
  };

  const forgetIfStuck = (key: string) => {
    const entry = reads.get(key);
    if (!entry || now() - entry.startedAt <= STALLED_READ_MS) return;
    reads.delete(key);
    // Those who waited behind it asked before this moment: their read may start now.
    if (entry.next) run(key, entry.next);
  };

  return (key, read) => {
    forgetIfStuck(key);
    const entry = reads.get(key);
    if (!entry) {
      const first = pending(read);
      run(key, first);
      return first.promise;
    }
    entry.next ??= pending(read);
    return entry.next.promise;
  };
}

/**
 * One SharedRead per owner: what the reads use besides their key (a chat context's database and
 * clock), so two apps in one process, or a test's clock, never share.
 */
export function sharedReadPerOwner<T>(): (owner: object) => SharedRead<T> {
  const byOwner = new WeakMap<object, SharedRead<T>>();
  return (owner) => {
    let shared = byOwner.get(owner);
    if (!shared) {
      shared = sharedRead<T>();
      byOwner.set(owner, shared);
    }
    return shared;
  };
}
