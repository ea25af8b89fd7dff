/**
 * What `npm start` prints around a long step: what it does before it starts, and how long it
 * took when done. The first start builds the interface for about 40 s; silent, it looked hung.
 */
export async function timedStep<T>(
  what: string,
  run: () => Promise<T>,
  print: (line: string) => void = console.log,
  now: () => number = performance.now.bind(performance),
): Promise<T> {
  print(`${what}…`);
  const started = now();
  const result = await run();
  print(`${what}: готово за ${formatSeconds(now() - started)}.`);
  return result;
}

/** «0,4 с», «38 с», «1 мин 05 с». */
export function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 10) return `${seconds.toFixed(1).replace(".", ",")} с`;
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} с`;
  return `${Math.floor(whole / 60)} мин ${String(whole % 60).padStart(2, "0")} с`;
}

/**
 * The line before the server starts. It names demo data only when an empty database will get
 * it: with SEED_DEMO=false a firm's fresh install reads no «демо-данные» (issue 44 §3).
 */
export function startingLine(nodeEnv: string | undefined, seedsDemo: boolean): string {
  const steps = seedsDemo
    ? "база данных, миграции, демо-данные в пустую базу"
    : "база данных, миграции";
  return `Запуск сервера (${nodeEnv}): ${steps}…`;
}
