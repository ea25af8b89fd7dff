import { describe, expect, it } from "vitest";
import { copyPaths, envPairs, execForm, parseDockerfile } from "../scripts/dockerfile.ts";

const sample = `# syntax=docker/dockerfile:1
FROM node:24-slim AS deps
WORKDIR /app
RUN --mount=type=cache,target=/root/.npm npm ci \\
    # a comment inside a continuation is dropped
    --omit=dev
FROM node:24-slim
ENV A=1 \\
    B="two words"
COPY --from=deps /app/node_modules ./node_modules
HEALTHCHECK --interval=10s CMD ["node", "-e", "x"]
CMD ["node", "--import", "tsx", "server/main.ts"]
`;

describe("parseDockerfile", () => {
  it("splits stages, joins continuations, drops comments and reads leading options", () => {
    const [deps, final] = parseDockerfile(sample);
    expect(deps?.name).toBe("deps");
    expect(deps?.instructions[1]).toEqual({
      keyword: "RUN",
      flags: { mount: "type=cache,target=/root/.npm" },
      args: "npm ci --omit=dev",
      line: 4,
    });
    expect(final?.name).toBeUndefined();
    const [env, copy, healthcheck, cmd] = final?.instructions ?? [];
    expect(env && envPairs(env)).toEqual({ A: "1", B: "two words" });
    expect(copy?.flags).toEqual({ from: "deps" });
    expect(copy && copyPaths(copy)).toEqual({
      sources: ["/app/node_modules"],
      dest: "./node_modules",
    });
    expect(healthcheck?.flags).toEqual({ interval: "10s" });
    expect(cmd && execForm(cmd)).toEqual(["node", "--import", "tsx", "server/main.ts"]);
  });

  it("refuses what it does not understand instead of guessing", () => {
    const [stage] = parseDockerfile("FROM node\nENV A 1\nCMD node main.js\n");
    const [env, cmd] = stage?.instructions ?? [];
    expect(() => env && envPairs(env)).toThrow(/KEY=value/);
    expect(() => cmd && execForm(cmd)).toThrow(/exec form/);
    expect(() => parseDockerfile("FROM node\nRUN <<EOF\nx\nEOF\n")).toThrow(/heredoc/);
    expect(() => parseDockerfile("RUN x\n")).toThrow(/before FROM/);
  });
});
