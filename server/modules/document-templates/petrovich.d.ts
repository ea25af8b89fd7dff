/** The part of petrovich 0.2 we call (it ships no types): the whole name in one case. */
declare module "petrovich" {
  type Gender = "male" | "female" | "androgynous";
  interface Person {
    gender?: Gender;
    first?: string;
    middle?: string;
    last?: string;
  }
  interface Petrovich {
    (person: Person, grammaticalCase: string): Person;
    detect_gender(middle: string): Gender;
  }
  const petrovich: Petrovich;
  export default petrovich;
}
