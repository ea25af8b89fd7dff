import { type MouseEvent, memo, useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { A11Y_TEXTS } from "../../domain/accessibility/accessibility.ts";
import { useAuth } from "../lib/auth.ts";
import { ContactDetails } from "../ui/contact-details.tsx";
import { AccountLinks } from "./account-links.tsx";
import { Brand } from "./brand.tsx";
import classes from "./mobile-menu.module.css";
import { isNavActive, MAIN_NAV } from "./nav-links.ts";

/** The menu dialog's id: the burger and the close button name it in `commandfor`. */
const MENU_ID = "phone-menu";

/** The menu's head and links: drawn with the page, not again when the menu opens or closes. */
const MenuLinks = memo(function MenuLinks({ onClose }: { onClose: () => void }) {
  const { pathname } = useLocation();
  return (
    <>
      <div className={classes.head}>
        <Brand onClick={onClose} />
        {/* A plain button: Mantine's CloseButton would add its code to every page's bundle. */}
        <button
          type="button"
          className={classes.close}
          aria-label={A11Y_TEXTS.closeMenu}
          commandfor={MENU_ID}
          command="close"
          onClick={onClose}
        >
          <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true">
            <path
              d="M3.5 3.5l9 9M12.5 3.5l-9 9"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
      <nav aria-label="Мобильное меню" className={classes.links}>
        {MAIN_NAV.map((item) => {
          const active = isNavActive(item.to, pathname);
          return (
            <Link
              key={item.to}
              to={item.to}
              className={classes.link}
              aria-current={active ? "page" : undefined}
              onClick={onClose}
            >
              {item.label}
            </Link>
          );
        })}
      </nav>
    </>
  );
});

const MenuContacts = memo(function MenuContacts() {
  return (
    <>
      <hr className={classes.rule} />
      <div>
        <p className={classes.caption}>Контакты</p>
        <ContactDetails />
      </div>
    </>
  );
});

/**
 * Whether this browser runs `commandfor` itself (Chromium 135, Firefox 144, Safari 26.2); where it
 * does not, the start script holds the click until the app is live, and the burger's click opens it.
 */
const commandsSupported = () =>
  typeof HTMLButtonElement !== "undefined" && "command" in HTMLButtonElement.prototype;

/**
 * The narrow-screen menu behind the burger: the same links as the header, the account links and
 * the contacts.
 *
 * A native modal <dialog> opened by the browser itself (issue 49 §1): the burger names it with
 * `commandfor`/`command="show-modal"`, the close button with `command="close"`, and `closedby="any"`
 * closes it on the backdrop, so the first tap on a page the server rendered opens it in the next
 * frame, before and while the app starts (its links are plain links until then). The dialog is the
 * menu's state: the app reads it (`toggle` and `close` events, and whether it is already open when
 * the app starts) instead of driving it. Mantine's Drawer cost that tap 0.4–0.5 s of main thread at a
 * phone's speed (decision 044). Its links and contacts are drawn with the page; the account links of
 * a guest too, a signed-in user's only while it is open (an executor's cabinet button keeps a push
 * connection).
 */
export function PhoneMenu() {
  const { user } = useAuth();
  const [opened, setOpened] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const follow = () => setOpened(element.open);
    follow();
    element.addEventListener("toggle", follow);
    element.addEventListener("close", follow);
    return () => {
      element.removeEventListener("toggle", follow);
      element.removeEventListener("close", follow);
    };
  }, []);

  const close = useCallback(() => dialog.current?.close(), []);
  // Where the browser does not run the command, the click does (once the app is live). The
  // command runs after the click's handlers: its result is read a task later, for an engine
  // that opens a dialog by command without a `toggle` event.
  const openWithoutCommands = () => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open && !commandsSupported()) element.showModal();
    setTimeout(() => setOpened(element.open));
  };
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    <>
      {/*
        A plain button with a <span> of lines: Mantine's Burger draws them in a <div>, which HTML
        does not permit inside a <button> (html-validate, docs/decisions/051).
      */}
      <button
        type="button"
        className={classes.burger}
        commandfor={MENU_ID}
        command="show-modal"
        onClick={openWithoutCommands}
        aria-label={A11Y_TEXTS.openMenu}
        aria-haspopup="dialog"
        aria-expanded={opened}
      >
        <span className={classes.burgerLines} aria-hidden="true" />
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop's click; Escape closes it natively. */}
      <dialog
        ref={dialog}
        id={MENU_ID}
        className={classes.menu}
        aria-label={A11Y_TEXTS.menuDialog}
        closedby="any"
        onClick={closeOnBackdrop}
      >
        <div className={classes.panel}>
          <MenuLinks onClose={close} />
          {(opened || user === null) && <AccountLinks layout="column" onNavigate={close} />}
          <MenuContacts />
        </div>
      </dialog>
    </>
  );
}
