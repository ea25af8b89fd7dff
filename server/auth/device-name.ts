import { SESSION_TEXTS } from "../../domain/users/second-factor.ts";

/** Checked in order: Edge, Opera and Yandex also say «Chrome», Chrome also says «Safari». */
const BROWSERS: readonly [RegExp, string][] = [
  [/YaBrowser\//, "Яндекс Браузер"],
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/**
 * «Chrome, Windows» from a user agent: enough for the owner to tell their devices apart in the
 * list of sessions. A rough reading on purpose; a full parser would be a dependency for a label.
 */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return SESSION_TEXTS.unknownDevice;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const parts = [browser, system].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : SESSION_TEXTS.unknownDevice;
}
