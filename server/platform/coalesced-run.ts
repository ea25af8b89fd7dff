/**
 * A job that may be asked to run while it runs (an outbox: a mail or SMS enqueued meanwhile): the
 * call during a run asks for one more run after it, instead of a second one beside it or none.
 * The promise settles when the runs are done.
 */
export function coalescedRun(work: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const run = async () => {
    do {
      again = false;
      await work();
    } while (again);
  };
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => {
      running = null;
    });
    return running;
  };
}
