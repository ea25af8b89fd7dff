/**
 * What web/start-app.js (the plain script that starts the app on a page the server
 * rendered) leaves on `window` for the app.
 */
interface StartScriptGlobals {
  /** Hands the app the click and form held while it was not yet live. */
  appLive?: () => void;
  /** The address whose page view the script has counted already. */
  viewCounted?: string;
}

const globals = (): StartScriptGlobals =>
  typeof window === "undefined" ? {} : (window as StartScriptGlobals);

/** The app has hydrated the server's page: what the visitor did meanwhile reaches it now. */
export function releaseHeldInput(): void {
  globals().appLive?.();
}

/** The address whose first page view the start script counted (null on the app's own pages). */
export function viewCountedByStartScript(): string | null {
  return globals().viewCounted ?? null;
}
