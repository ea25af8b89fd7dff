import { readFile } from "node:fs/promises";
import { unzipSync } from "fflate";
import type { ChatDocument } from "../domain/chat/chat-schemas.ts";
import { CLIENT_DASHBOARD_TEXTS as T } from "../web/features/dashboards/client-dashboard-texts.ts";
import {
  executorToken,
  getAs,
  openClientChat,
  pdfFile,
  postAs,
  uniqueTag,
} from "./support/chat.ts";
import { createClient, expect, signInWithToken, test } from "./support/fixtures.ts";

test("[client] /dashboard?service= opens the chat for that service, then counts and zips its documents", async ({
  page,
}) => {
  const client = await createClient(page, "individual", "Ольга Документова");
  const chat = await openClientChat(page, client.token, 1);
  const names = [`договор-${uniqueTag()}.pdf`, `акт-${uniqueTag()}.pdf`];
  for (const name of names) {
    const sent = await page.request.post(`/api/chat/sessions/${chat.id}/messages`, {
      headers: { authorization: `Bearer ${client.token}` },
      multipart: { content: "", files: pdfFile(name) },
    });
    expect(sent.status()).toBe(201);
  }
  // A chat counts as an order once the lawyer takes it into work (issue 28 §1).
  await postAs(page, await executorToken(page), `/api/chat/sessions/${chat.id}/start-task`, {
    duration_value: 2,
    duration_unit: "days",
  });
  await signInWithToken(page, client.token, client.email);

  await test.step("?service= becomes ?chat= of the client's open chat for that service", async () => {
    await page.goto("/dashboard?service=1");
    await expect(page).toHaveURL(new RegExp(`[?&]chat=${chat.id}`));
    expect(new URL(page.url()).searchParams.has("service")).toBe(false);
    await expect(page.getByTestId("chat-view")).toHaveAttribute("data-session-id", chat.id);
  });

  await test.step("the overview counts the active order and both files, and leads to them", async () => {
    await page.getByRole("tab", { name: T.tabs.overview }).click();
    await expect(
      page.getByRole("button", { name: `${T.activeOrders}: 1. ${T.activeOrdersHint}` }),
    ).toBeVisible();
    const files = page.getByRole("button", { name: `${T.files}: 2. ${T.filesHint}` });
    await files.click();
    await expect(page.getByRole("tab", { name: T.tabs.documents })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  await test.step("«Скачать все» zips both documents in the browser", async () => {
    for (const name of names) await expect(page.getByRole("listitem", { name })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: T.downloadAll }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(T.archiveName);
    const archive = unzipSync(new Uint8Array(await readFile(await download.path())));
    expect(Object.keys(archive).sort()).toEqual([...names].sort());
    const documents = await getAs<ChatDocument[]>(page, client.token, "/api/documents");
    for (const entry of Object.values(archive)) {
      expect(Buffer.from(entry).toString("latin1")).toBe(pdfFile("x").buffer.toString("latin1"));
    }
    expect(documents).toHaveLength(2);
  });
});
