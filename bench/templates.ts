/**
 * Templates off the request thread (issue 43 §3; docs/decisions/050): the p99 of a cheap request
 * (GET /api/health under autocannon, 10 connections) alone, and again while ten lawyers each
 * generate a long contract from a template over and over (ten generations always in hand). The
 * app is its own process with TRUST_PROXY, so each lawyer has an address and its own rate limit.
 * Target: the p99 does not move (within a few milliseconds). Printed as one line.
 */

import http from "node:http";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { startAppProcess } from "../scripts/app-process.ts";
import { DEMO_ACCOUNTS } from "../server/db/seed/demo-accounts.ts";
import { documentXmlOf, docxWithDocument } from "../server/test/docx-crafted.ts";
import { DOCX_MIME, templateForm } from "../server/test/docx-fixtures.ts";
import { postJson, request } from "./http-client.ts";
import { percentile } from "./percentile.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const GENERATIONS = 10;

/** A 60-page contract: 3,000 formatted paragraphs with a placeholder in every tenth. */
function contract(): Buffer {
  const paragraphs = Array.from({ length: 3_000 }, (_, index) => {
    const text =
      index % 10 === 0
        ? `${index / 10 + 1}. Заказчик {client.full_name} оплачивает {order.price} руб. до {today}.`
        : `Пункт ${index}: стороны договорились о порядке оказания услуг и сдачи их результата.`;
    return `<w:p><w:pPr><w:jc w:val="both"/></w:pPr><w:r><w:rPr><w:sz w:val="24"/></w:rPr><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
  });
  return docxWithDocument(documentXmlOf(paragraphs.join("")));
}

async function health(origin: string) {
  const result = await autocannon({
    url: `${origin}/api/health`,
    connections: 10,
    duration: SECONDS,
  });
  if (result.non2xx || result.errors)
    throw new Error(`health: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.latency.p99;
}

export async function runTemplateBench(databaseEnv: Record<string, string>): Promise<boolean> {
  const app = await startAppProcess({ env: { ...databaseEnv, TRUST_PROXY: "true" } });
  const agent = new http.Agent({ keepAlive: true, maxSockets: GENERATIONS + 2 });
  try {
    const { executor } = DEMO_ACCOUNTS;
    const login = await postJson(
      `${app.origin}/api/auth/login`,
      { email: executor.email, password: executor.password, login_type: "executor" },
      agent,
    );
    if (login.status !== 200) throw new Error(`executor login: ${login.status} ${login.body}`);
    const token = (JSON.parse(login.body) as { access_token: string }).access_token;
    const auth = { authorization: `Bearer ${token}` };
    const form = await templateForm("Договор (бенчмарк)", {
      name: "contract.docx",
      bytes: new Uint8Array(contract()),
      type: DOCX_MIME,
    });
    const uploaded = await request(`${app.origin}/api/executor/document-templates`, {
      method: "POST",
      agent,
      headers: { ...auth, ...form.headers },
      body: form.payload,
    });
    if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${uploaded.body}`);
    const templateId = (JSON.parse(uploaded.body) as { id: string }).id;
    const chats = await request(`${app.origin}/api/chat/sessions`, { agent, headers: auth });
    const chatId = (JSON.parse(chats.body) as { id: string }[])[0]?.id;
    if (!chatId) throw new Error("the demo content has no chat");

    const times: number[] = [];
    const generate = async (address: string) => {
      const started = performance.now();
      const made = await request(`${app.origin}/api/chat/sessions/${chatId}/generate-document`, {
        method: "POST",
        agent,
        headers: { ...auth, "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify({ template_id: templateId }),
      });
      if (made.status !== 201) throw new Error(`generate: ${made.status} ${made.body}`);
      times.push(performance.now() - started);
    };
    await generate("10.43.0.100"); // the worker thread's start is not load

    const alone = await health(app.origin);
    let running = true;
    times.length = 0;
    const lawyers = Array.from({ length: GENERATIONS }, async (_, index) => {
      while (running) await generate(`10.43.0.${index + 1}`);
    });
    const busy = await health(app.origin);
    running = false;
    await Promise.all(lawyers);

    const sorted = times.sort((a, b) => a - b);
    const met = busy <= alone + 5;
    console.log(
      `\ntemplates: GET /api/health p99 ${alone} ms alone, ${busy} ms while ${GENERATIONS} documents are generated at once ` +
        `(${sorted.length} made in ${SECONDS} s, each ${(percentile(sorted, 50) / 1000).toFixed(1)} s p50 in the queue and worker) — ` +
        `target (p99 moves ≤ 5 ms): ${met ? "met" : "NOT met"}`,
    );
    return met;
  } finally {
    agent.destroy();
    await app.stop();
  }
}
