/**
 * Issue 29's speed targets for the public pages, under Lighthouse's mobile preset: the Lighthouse
 * audit checks them all (bench/lighthouse.ts), the first-touch bench holds the app's start and
 * hydration to the same TBT (bench/first-input.ts). Times in ms.
 */
export const PUBLIC_PAGE_TARGETS = {
  performance: 95,
  seo: 100,
  lcp: 1800,
  tbt: 150,
  cls: 0.02,
} as const;
