/** The main navigation of spec 1 §2, shared by the header and the mobile menu. */
export const MAIN_NAV = [
  { to: "/", label: "Главная" },
  { to: "/services", label: "Услуги" },
  { to: "/about", label: "О нас" },
  { to: "/reviews", label: "Отзывы" },
  { to: "/articles", label: "Статьи" },
] as const;

/** "/" is active only on the home page; other items also on their sub-pages (/articles/5). */
export function isNavActive(to: string, pathname: string): boolean {
  return to === "/" ? pathname === "/" : pathname === to || pathname.startsWith(`${to}/`);
}
