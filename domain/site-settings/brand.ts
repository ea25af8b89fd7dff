/**
 * The firm's brand (issue 44 §1): the site's name, its short form for narrow screens, the accent
 * colour and the logo, set in «Настройки сайта» → «Оформление». Every page, mail, PDF, calendar
 * and the second factor's issuer name the site through siteNameOf; nothing else spells a name.
 * Plain constants and arithmetic: every public page imports this file.
 */

/**
 * What a site that has not been named yet calls itself: a description, not a brand, so a fresh
 * install never shows a name its firm did not choose (the demo seed names the demo's site).
 */
export const DEFAULT_SITE_NAME = "Юридическая помощь онлайн";

/** A search result shows about 60 characters of a title, and the title carries the name. */
export const SITE_NAME_MAX = 60;
/** What fits beside the logo and the burger on a 320-px screen. */
export const SHORT_NAME_MAX = 20;

/** The theme's own navy (web/app/theme.ts, shade 8): buttons, links and the brand's name. */
export const DEFAULT_ACCENT_COLOR = "#29549c";
/** WCAG 2.2 AA for normal text (1.4.3): the accent is text on white and white on the accent. */
export const MIN_ACCENT_CONTRAST = 4.5;
export const ACCENT_COLOR_PATTERN = /^#[0-9a-f]{6}$/;

/** The brand's part of the site settings. */
export interface Brand {
  site_name: string;
  /** Null: the full name is short enough everywhere. */
  site_short_name: string | null;
  /** `#rrggbb`, lower case. */
  accent_color: string;
  /** `/api/site-settings/logo?v=…` (the version changes with the logo), or null for the default mark. */
  logo_url: string | null;
}

export const BRAND_DEFAULTS: Brand = {
  site_name: DEFAULT_SITE_NAME,
  site_short_name: null,
  accent_color: DEFAULT_ACCENT_COLOR,
  logo_url: null,
};

/** The name the site goes by: the firm's, or the description while it has none. */
export function siteNameOf(brand: Pick<Brand, "site_name">): string {
  return brand.site_name.trim() || DEFAULT_SITE_NAME;
}

/** The name on a narrow screen's header. */
export function shortSiteNameOf(brand: Pick<Brand, "site_name" | "site_short_name">): string {
  return brand.site_short_name?.trim() || siteNameOf(brand);
}

/** The default mark (web/public/favicon.svg) where the firm has no logo. */
export const DEFAULT_LOGO_URL = "/favicon.svg";
export const logoSrcOf = (brand: Pick<Brand, "logo_url">) => brand.logo_url ?? DEFAULT_LOGO_URL;

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const hexOf = (rgb: Rgb) =>
  `#${rgb.map((part) => Math.round(part).toString(16).padStart(2, "0")).join("")}`;

/** WCAG's relative luminance of an sRGB colour. */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of a `#rrggbb` colour against white, 1–21 (WCAG 2.2, «contrast ratio»). */
export function contrastOnWhite(hex: string): number {
  return 1.05 / (luminance(rgbOf(hex)) + 0.05);
}

/** «5.3:1», as contrast checkers write it (rounded down, so 4.49 never reads 4.5). */
export const contrastText = (ratio: number) =>
  `${(Math.floor(ratio * 10) / 10).toLocaleString("ru-RU")}:1`;

const mix = (from: Rgb, to: Rgb, share: number): Rgb =>
  from.map((part, index) => part + ((to[index] ?? part) - part) * share) as Rgb;

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/**
 * The theme's ten shades made from the accent, as the navy ones are laid out: 0–6 tints for
 * panels, badges and borders, 8 the accent itself (buttons, links, the focus ring), 7 and 9 a
 * step lighter and darker. Shade 7 is lightened only as far as it keeps 4.5:1 on white, as the
 * accent does: it is text too (hovered links, outlines).
 */
export function accentShades(accent: string): string[] {
  const rgb = rgbOf(accent);
  const tints = [0.92, 0.84, 0.68, 0.52, 0.38, 0.28, 0.18].map((share) =>
    hexOf(mix(rgb, WHITE, share)),
  );
  let lighter = accent;
  for (const share of [0.12, 0.08, 0.04]) {
    const candidate = hexOf(mix(rgb, WHITE, share));
    if (contrastOnWhite(candidate) >= MIN_ACCENT_CONTRAST) {
      lighter = candidate;
      break;
    }
  }
  return [...tints, lighter, accent, hexOf(mix(rgb, BLACK, 0.25))];
}

/** The theme's navy 9 (web/app/theme.ts): the default brand's name and headings. */
const DEFAULT_INK = "#1c3f7a";

/**
 * The darkest shade of the accent: the site's name and the buttons where the app's theme does not
 * reach (mail, PDF). The default accent keeps the theme's own navy.
 */
export function brandInkOf(accent: string): string {
  return accent === DEFAULT_ACCENT_COLOR ? DEFAULT_INK : (accentShades(accent)[9] ?? accent);
}
