import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from "@mantine/core";
import { A11Y_TEXTS } from "../../domain/accessibility/accessibility.ts";
import buttonClasses from "./button.module.css";

/** A calm navy: trust without the bank-blue cliché. */
const navy: MantineColorsTuple = [
  "#eef3fb",
  "#dbe4f3",
  "#b3c6e6",
  "#88a6d9",
  "#658bcd",
  "#4e7ac7",
  "#4171c5",
  "#325fae",
  "#29549c",
  "#1c3f7a",
];

export const theme = createTheme({
  primaryColor: "navy",
  primaryShade: { light: 8, dark: 5 },
  colors: { navy },
  defaultRadius: "md",
  fontFamily:
    "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontWeight: "700" },
  // Mantine's ring on every focusable component: a 2 px outline in the primary colour (navy.8,
  // 7:1 on white) on keyboard focus only; web/app/focus-ring.css gives plain elements the same.
  focusRing: "auto",
  // Dialogs, menus and collapses appear without sliding or fading for people who ask their
  // system for less motion (WCAG 2.3.3); the e2e suite browses that way too, so axe and the
  // "nothing covers this control" checks never read a dialog halfway through its fade.
  respectReducedMotion: true,
  components: {
    // Every dialog's close button is named (axe: buttons need a name), with its title in bold;
    // a dialog still passes its own when it needs another (the mobile menu's «Закрыть меню»).
    // The dialog's top bar is a <header>, which axe and screen readers take for a second page
    // banner: inside a dialog it is only a row.
    Modal: {
      defaultProps: {
        closeButtonProps: { "aria-label": A11Y_TEXTS.closeDialog },
        styles: { title: { fontWeight: 700 } },
        attributes: { header: { role: "none" } },
      },
    },
    Drawer: {
      defaultProps: {
        closeButtonProps: { "aria-label": A11Y_TEXTS.closeDialog },
        attributes: { header: { role: "none" } },
      },
    },
    // Every drop-down list (Select, Autocomplete) starts at its field's left edge. Centred, as by
    // default, its place was worked out while it was still hidden (kept mounted, 0 px wide), so
    // on a phone it opened from the field's middle, past the screen, and widened the page to
    // 553 px (issue 44); from the left edge, its width never moves it.
    Combobox: {
      defaultProps: { position: "bottom-start" },
    },
    // The eye button of every password field is named in Russian: Mantine's own name is
    // «Toggle password visibility», read out in English on a Russian page.
    PasswordInput: {
      defaultProps: {
        visibilityToggleButtonProps: { "aria-label": A11Y_TEXTS.togglePasswordVisibility },
      },
    },
    // A notice's close button is named too (axe: buttons need a name).
    Notification: {
      defaultProps: {
        closeButtonProps: { "aria-label": A11Y_TEXTS.closeNotification },
      },
    },
    // A label longer than its button's room goes onto a second line instead of being cut
    // («Получить консультаци» in a narrow tariff card): the button grows, the text stays whole.
    Button: {
      classNames: { root: buttonClasses.root, label: buttonClasses.label },
    },
    // Tabs keep one row on a phone: the list scrolls sideways instead of wrapping into two.
    Tabs: {
      styles: {
        list: {
          flexWrap: "nowrap",
          overflowX: "auto",
          overflowY: "hidden",
          scrollbarWidth: "thin",
        },
        tab: { flexShrink: 0, whiteSpace: "nowrap" },
      },
    },
  },
});

/**
 * Text colours that pass WCAG AA (4.5:1), checked by axe on every cabinet page and dialog:
 * - dimmed text: Mantine's gray.6 reads 3.3:1 on white; this grey keeps the quiet look at 5.8:1
 *   on white and above 4.5:1 on the light panels (gray.0–2, navy.0);
 * - error messages under inputs: red.9 instead of red.6 (3.5:1);
 * - the text of every «light» badge, alert and button: shade 6 of a colour on its own tint reads
 *   as low as 1.9:1 (yellow), so it is the colour's darkest shade darkened further. One rule for
 *   all colours, instead of a darker shade picked component by component.
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "#5f666d",
    "--mantine-color-error": "var(--mantine-color-red-9)",
    ...Object.fromEntries(
      Object.keys(mantineTheme.colors).map((color) => [
        `--mantine-color-${color}-light-color`,
        `color-mix(in srgb, var(--mantine-color-${color}-9), black 35%)`,
      ]),
    ),
  },
  dark: {},
});
