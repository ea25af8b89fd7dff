import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/**
 * The spec's minimum is 6 characters, which `123456` meets: besides the length we refuse the
 * passwords attackers try first. zxcvbn estimates how many guesses a password takes against the
 * common-password lists (tens of thousands of leaked passwords, keyboard walks, repeats, dates);
 * below this many it is among the first thousand or so tried and refused.
 */
export const MIN_PASSWORD_GUESSES = 1_000;

/**
 * Russian-layout classics the English lists lack (`йцукен` is `qwerty` on a Russian keyboard).
 * zxcvbn ranks them like its own dictionary words, so they and their variants are refused too.
 */
const RUSSIAN_COMMON_PASSWORDS = [
  "пароль",
  "йцукен",
  "йцукенг",
  "йцукенгшщзх",
  "фывапролдж",
  "ячсмить",
  "любовь",
  "привет",
  "админ",
  "администратор",
  "юрист",
];

export const PASSWORD_RULE_TEXTS = {
  tooCommon:
    "Этот пароль слишком распространён, его подбирают первым. Придумайте другой: например, несколько слов с цифрой.",
  sameAsPersonalData: "Пароль не должен совпадать с email или именем",
} as const;

let checker: Promise<ZxcvbnFactory> | undefined;

/** The dictionaries are about 1 MB: loaded on the first check, once per process. */
function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, russianCommon: RUSSIAN_COMMON_PASSWORDS },
        graphs: common.adjacencyGraphs,
      }),
  );
  return checker;
}

/**
 * Why a new password is refused (a Russian sentence for `detail`), or null when it may be used.
 * `personal` are the e-mail and name of the account: a password equal to them is guessed at once.
 */
export async function passwordProblem(
  password: string,
  personal: readonly string[] = [],
): Promise<string | null> {
  const lowered = password.trim().toLowerCase();
  const own = personal.flatMap((value) => {
    const text = value.trim().toLowerCase();
    return text ? [text, text.split("@")[0] ?? text] : [];
  });
  if (own.includes(lowered)) return PASSWORD_RULE_TEXTS.sameAsPersonalData;
  const result = (await loadChecker()).check(password);
  return result.guesses < MIN_PASSWORD_GUESSES ? PASSWORD_RULE_TEXTS.tooCommon : null;
}
