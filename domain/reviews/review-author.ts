/**
 * How a review names its author in public (issue 28 §1): «Имя Ф.» — the first name and the
 * surname's initial, never the whole name the account holds. The moderation list keeps the name
 * as stored; the public list, and the form's «как будет подписан отзыв», ask this.
 */

/** Patronymics end so (-ович, -евна, -ична, -инична…): a name with one is «Фамилия Имя Отчество». */
const PATRONYMIC = /(вич|вна|чна|оглы|кызы)$/i;
/** Common endings of Russian surnames: a two-word name starting with one is «Фамилия Имя». */
const SURNAME = /(ов|ев|ёв|ин|ын|ова|ева|ёва|ина|ына|ский|цкий|ская|цкая|ых|их)$/i;
/** Already short: «Ольга К.». */
const SHORT = /^\S+ \S\.$/u;

const initial = (word: string) => `${word.charAt(0).toUpperCase()}.`;
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function reviewAuthorName(fullName: string): string {
  const name = fullName.trim().replace(/\s+/g, " ");
  if (SHORT.test(name)) return name;
  const words = name.split(" ").filter(Boolean);
  const [first, second, third] = words;
  if (!first) return "";
  if (!second) return capitalised(first);
  const shown = (given: string, surname: string) => `${capitalised(given)} ${initial(surname)}`;
  // «Иванов Иван Иванович» (the order ФИО asks for): the first name is the second word.
  if (third && PATRONYMIC.test(third)) return shown(second, first);
  // «Петрова Анна»: a surname first, a first name after it.
  if (SURNAME.test(first) && !SURNAME.test(second)) return shown(second, first);
  // «Анна Петрова», «Анна Петрова Сергеевна» and anything else: first name first.
  return shown(first, second);
}

export const REVIEW_AUTHOR_TEXTS = {
  signedAs: (name: string) => `Отзыв будет подписан: ${name}`,
  signedAsHint:
    "Имя и первая буква фамилии из вашего профиля — полное имя на сайте не показывается.",
} as const;
