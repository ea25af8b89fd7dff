import { MantineProvider } from "@mantine/core";
import type { ReactNode } from "react";
import { cssVariablesResolver, theme } from "./theme.ts";

/**
 * What marks Mantine's own `<style>` elements (its theme's CSS variables and the
 * `hiddenFrom`/`visibleFrom` classes): main.tsx looks for them in the head.
 */
export const MANTINE_STYLES_SELECTOR = "style[data-mantine-styles]";

/**
 * Mantine with the site's theme. Left to itself, MantineProvider writes its two `<style>` elements
 * where it stands, inside `<div id="root">` — where HTML permits no `<style>` (html-validate,
 * docs/decisions/051). The server puts them in the page's `<head>` instead (`mantineHeadStyles`
 * below, through server/http/page-render.ts), and a page whose head has them renders none
 * (`stylesInHead`); a page without them (the development server) still gets Mantine's own.
 */
export function ThemeProvider({
  children,
  stylesInHead = false,
}: {
  children?: ReactNode;
  stylesInHead?: boolean;
}) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      withCssVariables={!stylesInHead}
      withGlobalClasses={!stylesInHead}
    >
      {children}
    </MantineProvider>
  );
}
