// HTML's invoker commands (`commandfor` / `command`), which @types/react does not know yet: a
// button opens or closes a dialog by the browser's own activation, before any script has run
// (web/app/mobile-menu.tsx). React passes lowercase attributes it does not know to the element.
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?:
      | "show-modal"
      | "close"
      | "request-close"
      | "show-popover"
      | "hide-popover"
      | "toggle-popover";
  }
}
