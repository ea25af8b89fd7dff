/**
 * Runs a job every `intervalMs`, never two runs of it at once in this process. Jobs themselves
 * must be safe when another instance runs them at the same moment (they use conditional
 * updates), so no cross-instance lock is needed here.
 */
export function startPeriodicJob(
  intervalMs: number,
  job: () => Promise<unknown>,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await job();
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
