/**
 * Check digits of Russian requisites, as the tax service and the Bank of Russia define them and as
 * banks check them before a payment goes out. Plain functions: the site's settings and the
 * corporate company card (server and forms) share them.
 */

const digitsOf = (text: string) => Array.from(text, Number);
const weighted = (digits: number[], weights: number[]) =>
  weights.reduce((sum, weight, index) => sum + weight * (digits[index] ?? 0), 0);

/** The ФНС control digits of an ИНН (10 digits for organisations, 12 for individuals). */
export function isValidInn(inn: string): boolean {
  if (!/^\d{10}$|^\d{12}$/.test(inn)) return false;
  const d = digitsOf(inn);
  const check = (weights: number[]) => (weighted(d, weights) % 11) % 10;
  if (inn.length === 10) return check([2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[9];
  return (
    check([7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[10] &&
    check([3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[11]
  );
}

/** The control digit of an ОГРН (13 digits, mod 11) or an ОГРНИП (15 digits, mod 13). */
/** What a registration number is called: a sole trader's 15 digits are an ОГРНИП. */
export const ogrnLabelOf = (ogrn: string): "ОГРН" | "ОГРНИП" =>
  ogrn.length === 15 ? "ОГРНИП" : "ОГРН";

export function isValidOgrn(ogrn: string): boolean {
  if (!/^\d{13}$|^\d{15}$/.test(ogrn)) return false;
  const body = BigInt(ogrn.slice(0, -1));
  const divisor = ogrn.length === 13 ? 11n : 13n;
  return Number((body % divisor) % 10n) === Number(ogrn.at(-1));
}

export const isBik = (bik: string) => /^\d{9}$/.test(bik);

/**
 * A КПП (код причины постановки на учёт): the tax office's 4 digits, the reason's 2 (digits or
 * Latin capitals, as ФНС allows), a serial 3. Organisations only: a sole trader has none.
 */
export const isKpp = (kpp: string) => /^\d{4}[\dA-Z]{2}\d{3}$/.test(kpp);
export const isAccountShape = (account: string) => /^\d{20}$/.test(account);

/**
 * The Bank of Russia's control key (Положение ЦБ РФ № 579-П): 23 digits weighted 7-1-3 repeated,
 * the sum's last digit must be 0.
 */
function controlKeyHolds(digits23: string): boolean {
  const weights = [7, 1, 3];
  const sum = Array.from(digits23, Number).reduce(
    (total, digit, index) => total + digit * (weights[index % 3] ?? 0),
    0,
  );
  return sum % 10 === 0;
}

/**
 * A correspondent account belongs to the bank of this БИК: it starts with 301 (30101 — accounts
 * at the Bank of Russia), ends with the БИК's last three digits, and its key checks out over
 * "0" + the БИК's 5th and 6th digits + the account.
 */
export function correspondentAccountMatchesBik(account: string, bik: string): boolean {
  if (!isAccountShape(account) || !isBik(bik)) return false;
  return (
    account.startsWith("301") &&
    account.slice(-3) === bik.slice(-3) &&
    controlKeyHolds(`0${bik.slice(4, 6)}${account}`)
  );
}

/** A settlement account is one of this bank's: its key checks out over the БИК's last 3 digits + the account. */
export function accountNumberMatchesBik(account: string, bik: string): boolean {
  if (!isAccountShape(account) || !isBik(bik)) return false;
  return controlKeyHolds(`${bik.slice(-3)}${account}`);
}
