import petrovich from "petrovich";
import type { NameCase } from "../../../domain/document-templates/document-templates.ts";

type Gender = "male" | "female";

/**
 * First names ending in -а/-я that are men's: the ending alone would make them women's. Short
 * forms (Саша, Женя) are left to the patronymic or the surname, which a contract's name has.
 */
const MALE_IN_A = new Set([
  "илья",
  "никита",
  "кузьма",
  "фома",
  "лука",
  "савва",
  "данила",
  "гаврила",
  "фока",
  "емельян",
]);
/** Women's first names ending in a soft sign or a consonant. */
const FEMALE_OTHER = new Set(["любовь", "нинель", "адель", "эсфирь", "руфь", "ассоль", "айгуль"]);

/**
 * A person's gender as their name says it: the patronymic first (-ич, -на; «оглы»/«кызы»), then
 * a Russian surname's ending (-ова, -ина, -ская against -ов, -ин, -ский), then the first name's.
 * Declension needs it: «Ковальчук Анна» keeps her surname, «Ковальчук Иван» declines his.
 */
function genderOf(last: string, first: string, middle: string, tail: string): Gender | null {
  const m = middle.toLowerCase();
  if (/(ич|оглы|улы|уулу)$/.test(m) || /^(оглы|улы|уулу)$/.test(tail)) return "male";
  if (/(на|кызы|гызы)$/.test(m) || /^(кызы|гызы)$/.test(tail)) return "female";
  const l = last.toLowerCase();
  if (/(ова|ева|ёва|ина|ына|ская|цкая)$/.test(l)) return "female";
  if (/(ов|ев|ёв|ин|ын|ский|цкий|ской)$/.test(l)) return "male";
  const f = first.toLowerCase();
  if (!f) return null;
  if (MALE_IN_A.has(f)) return "male";
  if (FEMALE_OTHER.has(f) || /[ая]$/.test(f)) return "female";
  return "male";
}

/**
 * «Иванов Иван Иванович» in a case, as a contract writes it («в лице Иванова Ивана Ивановича»):
 * the surname first, then the name and the patronymic, by petrovich's rules — double surnames
 * each part («Римского-Корсакова»), indeclinable ones kept («Дурново», «Шоу», a woman's «Шевченко»,
 * «Черных», «Ковальчук»). Words past the third («оглы») stay as written. A name we cannot read a
 * gender from (one word) is given back as it is: a wrong ending is worse than none.
 */
export function declineFullName(fullName: string, nameCase: NameCase): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const [last = "", first = "", middle = "", ...rest] = words;
  const tail = rest.join(" ");
  const gender = genderOf(last, first, middle, tail.toLowerCase());
  if (!gender || words.length < 2) return fullName.trim();
  const declined = petrovich({ gender, last, first, ...(middle ? { middle } : {}) }, nameCase);
  return [declined.last, declined.first, middle ? declined.middle : null, tail || null]
    .filter(Boolean)
    .join(" ");
}
