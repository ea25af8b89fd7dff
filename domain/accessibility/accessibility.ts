import { CONFIRM_TEXTS } from "../errors.ts";

/**
 * The texts of the site's own accessibility aids (issue 11 §5, decision 019): the skip link and
 * the names of the dialogs' close buttons. Screens and e2e specs read them from here.
 */
export const A11Y_TEXTS = {
  skipToContent: "Перейти к содержимому",
  closeDialog: CONFIRM_TEXTS.close,
  openMenu: "Открыть меню",
  closeMenu: "Закрыть меню",
  /** The phone menu's own name (web/app/mobile-menu.tsx); its links are the «Мобильное меню». */
  menuDialog: "Меню сайта",
  closeNotification: "Закрыть уведомление",
  /** The eye button of every password field; aria-pressed tells whether the password shows. */
  togglePasswordVisibility: "Показать пароль",
} as const;

/** The id of the page's <main>: the skip link's target (web/app/skip-link.tsx, the layout). */
export const MAIN_CONTENT_ID = "main-content";
