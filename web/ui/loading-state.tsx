import classes from "./loading-state.module.css";

/**
 * A centred spinner with a line of text, for lists that are still on their way. `data-loading-state`
 * is what the e2e tests wait to be gone (e2e/support/fixtures.ts, STILL_LOADING).
 */
export function LoadingState({ label = "Загрузка..." }: { label?: string }) {
  return (
    <div className={classes.root} role="status" aria-live="polite" data-loading-state>
      <span className={classes.spinner} aria-hidden />
      <span className={classes.label}>{label}</span>
    </div>
  );
}
