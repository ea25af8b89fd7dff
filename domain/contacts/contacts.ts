/**
 * The brand and the promises the site makes (spec 1 §1, §9). The company, its requisites,
 * contacts and working hours are site settings: domain/site-settings/site-settings.ts.
 */
export const EXECUTOR_REPLY_MINUTES = 7;
