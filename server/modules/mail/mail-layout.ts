import { brandInkOf, siteNameOf } from "../../../domain/site-settings/brand.ts";
import type { SiteSettings } from "../../../domain/site-settings/site-settings.ts";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export interface MailContent {
  greeting: string;
  paragraphs: readonly string[];
  action?: { label: string; url: string };
  /** Lines after the button (what to do if this was not you…). */
  after?: readonly string[];
}

/**
 * One look for every mail: the site's name, the text, one button with the same link written out
 * (for mail apps that show no HTML), and the operator's name and support e-mail from «Настройки
 * сайта». Every piece of text is escaped: names and titles come from users.
 */
export function renderMail(
  content: MailContent,
  settings: Pick<SiteSettings, "company_name" | "support_email" | "site_name" | "accent_color">,
): { text: string; html: string } {
  // No company line while the operator has not named one (issue 28 §2).
  const siteName = siteNameOf(settings);
  const ink = brandInkOf(settings.accent_color);
  const footer = [siteName, settings.company_name.trim(), settings.support_email]
    .filter(Boolean)
    .join(" · ");
  const text = [
    content.greeting,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    ...(content.after ?? []).flatMap((line) => [line, ""]),
    "—",
    footer,
  ].join("\n");
  const paragraph = (line: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(line)}</p>`;
  const button = content.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:${ink};color:#ffffff;text-decoration:none;font-weight:700">${escapeHtml(content.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#5f666d;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : "";
  const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${escapeHtml(siteName)}</title></head><body style="margin:0;padding:24px;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif;color:#1a1b1e"><div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:12px"><p style="margin:0 0 24px;font-size:20px;font-weight:800;color:${ink}">${escapeHtml(siteName)}</p>${paragraph(content.greeting)}${content.paragraphs.map(paragraph).join("")}${button}${(content.after ?? []).map(paragraph).join("")}<p style="margin:24px 0 0;font-size:12px;color:#5f666d">${escapeHtml(footer)}</p></div></body></html>`;
  return { text, html };
}
