/** The floating helpers' own words (the phone's one button and its menu). */
export const FLOATING_HELPER_TEXTS = {
  menu: "Помощь юриста",
  writeToChat: "Написать юристу",
  autoLawyer: "Автоюрист",
} as const;
