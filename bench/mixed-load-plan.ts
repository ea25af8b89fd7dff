/**
 * What the scale-out bench (mixed-load.ts) sends, and in what proportions: a site's everyday
 * traffic, reads first. Out of every 20 requests:
 *
 * | kind                          | of 20 | route                                              |
 * |-------------------------------|------:|----------------------------------------------------|
 * | catalogue                     |     4 | GET /api/services                                  |
 * | public page (HTML)            |     4 | GET /, /articles/{id}, /services/{id} in turn      |
 * | lawyer's chat list            |     2 | GET /api/chat/sessions (the demo lawyer)           |
 * | client's chat list            |     2 | GET /api/chat/sessions (the demo client)           |
 * | lawyer reads a chat           |     2 | GET /api/chat/sessions/{id}/messages               |
 * | guest reads their chat        |     4 | GET /api/guest/chat/sessions/{id}/messages         |
 * | guest sends a message         |     2 | POST /api/guest/chat/sessions/{id}/messages → 201  |
 *
 * Every send is delivered live: each guest chat's stream and the lawyers' /api/events streams
 * are open through nginx for the whole run (mixed-load.ts times the deliveries).
 */
import type { PlannedRequest } from "./steady-load.ts";

export interface MixFixtures {
  origin: string;
  executorToken: string;
  clientToken: string;
  articleId: number;
  serviceId: number;
  /** Guest chats opened for the bench, each with a live stream during the run. */
  guestChatIds: string[];
}

const MIX = [
  { kind: "catalogue", weight: 4 },
  { kind: "public page", weight: 4 },
  { kind: "lawyer's chat list", weight: 2 },
  { kind: "client's chat list", weight: 2 },
  { kind: "lawyer reads a chat", weight: 2 },
  { kind: "guest reads their chat", weight: 4 },
  { kind: "guest sends a message", weight: 2 },
] as const;

export type MixKind = (typeof MIX)[number]["kind"];
export const SEND_KIND: MixKind = "guest sends a message";
export const MIX_KINDS: readonly MixKind[] = MIX.map((entry) => entry.kind);
const CYCLE = MIX.reduce((sum, entry) => sum + entry.weight, 0);

/**
 * The kinds of one cycle of 20, interleaved (each next slot goes to the kind furthest behind its
 * share), so that no kind arrives in a burst.
 */
function interleavedCycle(): MixKind[] {
  const taken = new Map<MixKind, number>(MIX.map((entry) => [entry.kind, 0]));
  return Array.from({ length: CYCLE }, (_, slot) => {
    let best: (typeof MIX)[number] = MIX[0];
    let behindBest = Number.NEGATIVE_INFINITY;
    for (const entry of MIX) {
      const behind = (entry.weight * (slot + 1)) / CYCLE - (taken.get(entry.kind) ?? 0);
      if (behind > behindBest) [best, behindBest] = [entry, behind];
    }
    taken.set(best.kind, (taken.get(best.kind) ?? 0) + 1);
    return best.kind;
  });
}

const BROWSER = { "accept-encoding": "br" };

/** The i-th request of the mix. */
export function mixedRequests(fixtures: MixFixtures): (i: number) => PlannedRequest {
  const cycle = interleavedCycle();
  const { origin, guestChatIds: chats } = fixtures;
  const pages = ["/", `/articles/${fixtures.articleId}`, `/services/${fixtures.serviceId}`];
  const lawyer = { ...BROWSER, authorization: `Bearer ${fixtures.executorToken}` };
  const client = { ...BROWSER, authorization: `Bearer ${fixtures.clientToken}` };
  const counters = new Map<MixKind, number>();
  return (i) => {
    const kind = cycle[i % CYCLE] as MixKind;
    const n = counters.get(kind) ?? 0;
    counters.set(kind, n + 1);
    const chat = chats[n % chats.length] as string;
    switch (kind) {
      case "catalogue":
        return { kind, url: `${origin}/api/services`, headers: BROWSER };
      case "public page":
        return { kind, url: `${origin}${pages[n % pages.length]}`, headers: BROWSER };
      case "lawyer's chat list":
        return { kind, url: `${origin}/api/chat/sessions`, headers: lawyer };
      case "client's chat list":
        return { kind, url: `${origin}/api/chat/sessions`, headers: client };
      case "lawyer reads a chat":
        return { kind, url: `${origin}/api/chat/sessions/${chat}/messages`, headers: lawyer };
      case "guest reads their chat":
        return {
          kind,
          url: `${origin}/api/guest/chat/sessions/${chat}/messages`,
          headers: BROWSER,
        };
      case "guest sends a message":
        return {
          kind,
          url: `${origin}/api/guest/chat/sessions/${chat}/messages`,
          method: "POST",
          headers: { ...BROWSER, "content-type": "application/json" },
          body: JSON.stringify({ content: `Вопрос по делу, сообщение ${n}` }),
          expect: 201,
        };
    }
  };
}
