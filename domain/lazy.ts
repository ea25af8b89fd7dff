/**
 * A value made on first use, then kept. Intl formatters cost a few milliseconds each to build
 * (locale data, time zones): built when their module loads, they all land in the page's first
 * script task, which is what a phone's Total Blocking Time measures; most pages use few of them.
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
