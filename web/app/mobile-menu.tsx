import { useDisclosure } from "@mantine/hooks";
import { type MouseEvent, memo, useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { A11Y_TEXTS } from "../../domain/accessibility/accessibility.ts";
import { ContactDetails } from "../ui/contact-details.tsx";
import { AccountLinks } from "./account-links.tsx";
import { Brand } from "./brand.tsx";
import classes from "./mobile-menu.module.css";
import { isNavActive, MAIN_NAV } from "./nav-links.ts";

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
 * The narrow-screen menu behind the burger: the same links as the header, the account links and
 * the contacts.
 *
 * A native modal <dialog>, not Mantine's Drawer: on a phone the first tap on the burger is often
 * the one that starts the app (web/start-app.js), and the Drawer's code, portal, focus trap, scroll
 * lock and transition cost that tap 0.4–0.5 s of main thread at a mid-range phone's speed
 * (`npm run bench:web`, decision 044); the browser does all of that for a <dialog>. Its links and
 * contacts are drawn with the page (closed, they cost no layout) and not again on opening, which
 * re-renders only this component; the account links are drawn only while it is open, as in the
 * Drawer (an executor's cabinet button keeps a push connection).
 */
export function PhoneMenu() {
  const [opened, menu] = useDisclosure(false);
  const dialog = useRef<HTMLDialogElement>(null);

  // Opened in the next frame, once its content is in (the browser focuses its first link): the
  // render and the page-wide restyle that a modal dialog's opening costs (the page behind turns
  // inert) are then two tasks of the main thread, not one long one.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!opened) {
      if (element.open) element.close();
      return;
    }
    const frame = requestAnimationFrame(() => {
      if (!element.open) element.showModal();
    });
    return () => cancelAnimationFrame(frame);
  }, [opened]);

  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) menu.close();
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
        onClick={menu.toggle}
        aria-label={A11Y_TEXTS.openMenu}
        aria-expanded={opened}
      >
        <span className={classes.burgerLines} aria-hidden="true" />
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop's click; Escape closes it natively. */}
      <dialog
        ref={dialog}
        className={classes.menu}
        aria-label={A11Y_TEXTS.menuDialog}
        onClose={menu.close}
        onClick={closeOnBackdrop}
      >
        <div className={classes.panel}>
          <MenuLinks onClose={menu.close} />
          {opened && <AccountLinks layout="column" onNavigate={menu.close} />}
          <MenuContacts />
        </div>
      </dialog>
    </>
  );
}
