import classes from "./loading-state.module.css";

/** A centred spinner with a line of text, for lists that are still on their way. */
export function LoadingState({ label = "Загрузка..." }: { label?: string }) {
  return (
    <div className={classes.root} role="status" aria-live="polite">
      <span className={classes.spinner} aria-hidden />
      <span className={classes.label}>{label}</span>
    </div>
  );
}
