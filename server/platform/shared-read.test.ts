import { describe, expect, it } from "vitest";
import { STALLED_READ_MS, sharedRead, sharedReadPerOwner } from "./shared-read.ts";

/** A read the test finishes by hand, counting its starts. */
function controlledReads() {
  const started: { finish: (value: string) => void; fail: (error: Error) => void }[] = [];
  const read = () =>
    new Promise<string>((resolve, reject) => {
      started.push({ finish: resolve, fail: reject });
    });
  return { started, read };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("sharedRead: identical reads at once, done once, never from before the request", () => {
  it("runs a read alone at once and forgets it when it ends", async () => {
    const shared = sharedRead<string>();
    const { started, read } = controlledReads();
    const answer = shared("k", read);
    expect(started).toHaveLength(1);
    started[0]!.finish("first");
    expect(await answer).toBe("first");
    // Nothing kept: the next call reads again.
    const again = shared("k", read);
    expect(started).toHaveLength(2);
    started[1]!.finish("second");
    expect(await again).toBe("second");
  });

  it("never joins the running read: callers meanwhile share one read started after it", async () => {
    const shared = sharedRead<string>();
    const { started, read } = controlledReads();
    const first = shared("k", read);
    const second = shared("k", read);
    const third = shared("k", read);
    // The second and third wait: the running read's snapshot may predate their requests.
    expect(started).toHaveLength(1);
    started[0]!.finish("before them");
    expect(await first).toBe("before them");
    await tick();
    expect(started).toHaveLength(2);
    started[1]!.finish("after them");
    expect(await second).toBe("after them");
    expect(await third).toBe("after them");
    expect(started).toHaveLength(2);
  });

  it("keeps different keys apart", async () => {
    const shared = sharedRead<string>();
    const { started, read } = controlledReads();
    const a = shared("a", read);
    const b = shared("b", read);
    expect(started).toHaveLength(2);
    started[1]!.finish("b");
    started[0]!.finish("a");
    expect([await a, await b]).toEqual(["a", "b"]);
  });

  it("gives a failure to the callers of that read only, and the waiting read still runs", async () => {
    const shared = sharedRead<string>();
    const { started, read } = controlledReads();
    const failing = shared("k", read);
    const waiting = shared("k", read);
    started[0]!.fail(new Error("база недоступна"));
    await expect(failing).rejects.toThrow("база недоступна");
    await tick();
    started[1]!.finish("recovered");
    expect(await waiting).toBe("recovered");
  });

  it("turns a read that throws at once into a rejected answer", async () => {
    const shared = sharedRead<string>();
    await expect(
      shared("k", () => {
        throw new Error("сразу");
      }),
    ).rejects.toThrow("сразу");
    // The key is free again.
    expect(await shared("k", async () => "ok")).toBe("ok");
  });

  it("forgets a read that has run too long: those waiting behind it read at once", async () => {
    let clock = 0;
    const shared = sharedRead<string>(() => clock);
    const { started, read } = controlledReads();
    const stuck = shared("k", read);
    const queued = shared("k", read);
    expect(started).toHaveLength(1);
    clock = STALLED_READ_MS + 1;
    // The next caller finds the read stuck: the queued read starts at once, and the caller waits
    // for the one after it, as behind any running read.
    const late = shared("k", read);
    expect(started).toHaveLength(2);
    started[1]!.finish("for the queued");
    expect(await queued).toBe("for the queued");
    await tick();
    expect(started).toHaveLength(3);
    started[2]!.finish("for the late");
    expect(await late).toBe("for the late");
    // The stuck read ending at last answers its own callers and disturbs nothing.
    started[0]!.finish("at last");
    expect(await stuck).toBe("at last");
    const after = shared("k", read);
    expect(started).toHaveLength(4);
    started[3]!.finish("fresh");
    expect(await after).toBe("fresh");
  });

  it("freezes what it shares outside production, so no request can change another's answer", async () => {
    const when = new Date(0);
    const rows = await sharedRead<{ id: number; user: { name: string }; when: Date }[]>()(
      "k",
      async () => [{ id: 1, user: { name: "Анна" }, when }],
    );
    expect(() => rows.push({ id: 2, user: { name: "Борис" }, when })).toThrow(TypeError);
    expect(() => {
      rows[0]!.user.name = "Борис";
    }).toThrow(TypeError);
    // Only plain objects and arrays: a Date (or a Buffer) is left as it is.
    expect(Object.isFrozen(when)).toBe(false);
  });

  it("keeps one set of reads per owner", async () => {
    const perOwner = sharedReadPerOwner<string>();
    const one = {};
    expect(perOwner(one)).toBe(perOwner(one));
    expect(perOwner(one)).not.toBe(perOwner({}));
  });
});
