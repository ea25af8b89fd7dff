import { randomInt } from "node:crypto";
import { BROWSER_COOKIE } from "../../modules/yandex-id/browser-key.ts";
import {
  claimReturn,
  randomKey,
  recordOutcome,
  startSignIn,
} from "../../modules/yandex-id/sign-ins.ts";
import type { Requests } from "./call.ts";

/**
 * Sign-in with Yandex ID (issue 45 §2). The matrix's app has the keys, at an address that answers
 * nothing: the start only redirects, the callback with a state nobody started goes back to the
 * login (a redirect too), and the exchange is given a code of a sign-in made here, in the
 * caller's own browser (its cookie), as the callback would have left it.
 */
export const YANDEX_ID_REQUESTS: Requests = {
  "GET /api/auth/yandex/callback": () => ({ query: { code: "0123456789abcdef", state: "none" } }),
  "POST /api/auth/yandex/exchange": async (w) => {
    const browserKey = randomKey();
    const { state } = await startSignIn(w.t.db, browserKey);
    const claimed = await claimReturn(w.t.db, state, browserKey);
    if (!claimed) throw new Error("the matrix's Yandex sign-in was not claimed");
    const code = await recordOutcome(w.t.db, claimed.id, {
      id: String(randomInt(1_000_000_000, 2_000_000_000)),
      email: null,
      phone: null,
      fullName: "Новый Клиент",
    });
    return { payload: { code }, headers: { cookie: `${BROWSER_COOKIE}=${browserKey}` } };
  },
};
