/**
 * An amount of roubles in Russian words, as invoices and acts write it: «Сорок две тысячи сто
 * рублей 50 копеек». Up to 999 999 999 999 ₽; kopecks stay in figures, as accountants write them.
 */

const ONES_MASCULINE = [
  "",
  "один",
  "два",
  "три",
  "четыре",
  "пять",
  "шесть",
  "семь",
  "восемь",
  "девять",
];
/** Thousands are feminine («одна тысяча», «две тысячи»); the other units are alike. */
const ONES_FEMININE = ["", "одна", "две", ...ONES_MASCULINE.slice(3)];
const TEENS = [
  "десять",
  "одиннадцать",
  "двенадцать",
  "тринадцать",
  "четырнадцать",
  "пятнадцать",
  "шестнадцать",
  "семнадцать",
  "восемнадцать",
  "девятнадцать",
];
const TENS = [
  "",
  "",
  "двадцать",
  "тридцать",
  "сорок",
  "пятьдесят",
  "шестьдесят",
  "семьдесят",
  "восемьдесят",
  "девяносто",
];
const HUNDREDS = [
  "",
  "сто",
  "двести",
  "триста",
  "четыреста",
  "пятьсот",
  "шестьсот",
  "семьсот",
  "восемьсот",
  "девятьсот",
];

/** The form of a noun after a number: 1 рубль, 2 рубля, 5 рублей (11–14 take the third). */
export function pluralForm(count: number, forms: readonly [string, string, string]): string {
  const lastTwo = count % 100;
  const last = count % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

/** 0–999 in words; `feminine` for thousands (одна тысяча, две тысячи). */
function triad(value: number, feminine: boolean): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  if (hundreds) words.push(HUNDREDS[hundreds] as string);
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10] as string);
  else {
    const tens = Math.floor(rest / 10);
    const ones = rest % 10;
    if (tens) words.push(TENS[tens] as string);
    if (ones) words.push((feminine ? ONES_FEMININE : ONES_MASCULINE)[ones] as string);
  }
  return words;
}

const SCALES: { feminine: boolean; forms: readonly [string, string, string] }[] = [
  { feminine: false, forms: ["", "", ""] },
  { feminine: true, forms: ["тысяча", "тысячи", "тысяч"] },
  { feminine: false, forms: ["миллион", "миллиона", "миллионов"] },
  { feminine: false, forms: ["миллиард", "миллиарда", "миллиардов"] },
];

/** Whole roubles in words: 0 → «ноль», 21 → «двадцать один». */
export function numberInWords(whole: number): string {
  if (whole === 0) return "ноль";
  const words: string[] = [];
  let rest = whole;
  const triads: number[] = [];
  while (rest > 0) {
    triads.push(rest % 1000);
    rest = Math.floor(rest / 1000);
  }
  for (let scale = triads.length - 1; scale >= 0; scale--) {
    const value = triads[scale] ?? 0;
    if (value === 0) continue;
    const { feminine, forms } = SCALES[scale] ?? { feminine: false, forms: ["", "", ""] };
    words.push(...triad(value, feminine));
    if (scale > 0) words.push(pluralForm(value, forms));
  }
  return words.join(" ");
}

/** «Сорок две тысячи рублей 00 копеек» for 4 200 000 kopecks. */
export function amountInWords(kopecks: number): string {
  const whole = Math.floor(kopecks / 100);
  const cents = kopecks % 100;
  const words = numberInWords(whole);
  const text = `${words} ${pluralForm(whole, ["рубль", "рубля", "рублей"])} ${String(cents).padStart(2, "0")} ${pluralForm(cents, ["копейка", "копейки", "копеек"])}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
