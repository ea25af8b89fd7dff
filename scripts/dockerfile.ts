/**
 * Reads the project's Dockerfile into stages and instructions, so a test can rebuild what the
 * image holds from the file itself rather than from a copy of it (scripts/image-layout.ts).
 * Only the syntax that file uses is understood; anything else throws instead of being guessed.
 */

export interface Instruction {
  /** Upper case: COPY, RUN, ENV… */
  keyword: string;
  /** Leading `--name=value` options (`--from`, `--mount`, `--interval`…). */
  flags: Record<string, string>;
  /** The rest of the instruction, continuation lines joined with a space. */
  args: string;
  /** 1-based line where the instruction starts, for error messages. */
  line: number;
}

export interface Stage {
  /** The image it starts from (`node:24-slim`). */
  base: string;
  /** `AS name`, if given. */
  name?: string;
  instructions: Instruction[];
}

export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  for (const instruction of instructionsOf(text)) {
    if (instruction.keyword === "FROM") {
      const match = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(instruction.args);
      if (!match?.[1]) throw new Error(`Dockerfile:${instruction.line}: cannot read FROM`);
      stages.push({ base: match[1], name: match[2], instructions: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage)
      throw new Error(`Dockerfile:${instruction.line}: ${instruction.keyword} before FROM`);
    stage.instructions.push(instruction);
  }
  return stages;
}

function instructionsOf(text: string): Instruction[] {
  const instructions: Instruction[] = [];
  let pending: { text: string; line: number } | undefined;
  for (const [index, raw] of text.split("\n").entries()) {
    const line = raw.trim();
    // Comment lines (the `# syntax=` directive among them) are dropped even inside a
    // continuation, as Docker does.
    if (line === "" || line.startsWith("#")) continue;
    const continues = line.endsWith("\\");
    const part = continues ? line.slice(0, -1).trim() : line;
    pending = pending
      ? { text: `${pending.text} ${part}`, line: pending.line }
      : { text: part, line: index + 1 };
    if (continues) continue;
    instructions.push(instructionOf(pending.text, pending.line));
    pending = undefined;
  }
  if (pending) throw new Error(`Dockerfile:${pending.line}: continuation at the end of the file`);
  return instructions;
}

function instructionOf(text: string, line: number): Instruction {
  const [keyword = "", ...words] = text.split(/\s+/);
  if (text.includes("<<")) throw new Error(`Dockerfile:${line}: heredocs are not understood`);
  const flags: Record<string, string> = {};
  while (words[0]?.startsWith("--")) {
    const [name, ...value] = (words.shift() as string).slice(2).split("=");
    flags[name as string] = value.join("=");
  }
  return { keyword: keyword.toUpperCase(), flags, args: words.join(" "), line };
}

/** `["node", "x.ts"]` (exec form) as its words; the shell form is refused. */
export function execForm(instruction: Instruction): string[] {
  const words: unknown = instruction.args.startsWith("[") ? JSON.parse(instruction.args) : null;
  if (!Array.isArray(words) || !words.every((word) => typeof word === "string")) {
    throw new Error(`Dockerfile:${instruction.line}: ${instruction.keyword} must be in exec form`);
  }
  return words;
}

/** `ENV A=1 B="two words"` as a record; the old `ENV A 1` form is refused. */
export function envPairs(instruction: Instruction): Record<string, string> {
  const pairs: Record<string, string> = {};
  const pattern = /([A-Za-z_][A-Za-z0-9_]*)=(?:"([^"]*)"|(\S*))(?:\s+|$)/y;
  let match = pattern.exec(instruction.args);
  let end = 0;
  while (match) {
    pairs[match[1] as string] = match[2] ?? match[3] ?? "";
    end = pattern.lastIndex;
    match = pattern.exec(instruction.args);
  }
  if (end !== instruction.args.length || end === 0) {
    throw new Error(`Dockerfile:${instruction.line}: ENV must be KEY=value pairs`);
  }
  return pairs;
}

/** `COPY [--from=x] a b dest` as sources and destination. */
export function copyPaths(instruction: Instruction): { sources: string[]; dest: string } {
  const words = instruction.args.startsWith("[")
    ? execForm(instruction)
    : instruction.args.split(" ");
  const dest = words.pop();
  if (!dest || words.length === 0) throw new Error(`Dockerfile:${instruction.line}: bad COPY`);
  return { sources: words, dest };
}
