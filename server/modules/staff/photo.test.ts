import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatSession } from "../../../domain/chat/chat-schemas.ts";
import { STAFF_TEXTS as T } from "../../../domain/staff/staff.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { openClientChat, PDF_BYTES, PNG_BYTES } from "../../test/chat-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { createStaff } from "../../test/staff-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { trustedClientForm } from "../../test/trusted-client-fixtures.ts";

/** A lawyer's photo (issue 30 §1): uploaded in the cabinet, shown to the chat's client. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function upload(token: string, file: { name: string; bytes: Uint8Array | string }) {
  const { payload, headers } = await trustedClientForm({}, file as never);
  return t.app.inject({
    method: "PUT",
    url: "/api/executor/profile/photo",
    payload,
    headers: { ...headers, ...bearer(token) },
  });
}

describe("a lawyer's photo", () => {
  it("is uploaded, served by its content type, named in the client's chat, and removed", async () => {
    const lawyer = await createStaff(t);
    const saved = await upload(lawyer.token, { name: "я.png", bytes: PNG_BYTES });
    expect(saved.statusCode, saved.body).toBe(200);
    const { photo_url } = saved.json() as { photo_url: string };
    expect(photo_url).toMatch(new RegExp(`^/api/staff/${lawyer.id}/photo\\?v=\\d+$`));
    const served = await t.app.inject({ url: photo_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.equals(Buffer.from(PNG_BYTES))).toBe(true);

    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token, 1);
    await t.db
      .update(chatSessions)
      .set({ assigneeId: lawyer.id })
      .where(eq(chatSessions.id, chat.id));
    const seen = (
      await t.app.inject({ url: `/api/chat/sessions/${chat.id}`, headers: bearer(client.token) })
    ).json() as ChatSession;
    expect(seen.assignee_photo_url).toBe(photo_url);
    const listed = (
      await t.app.inject({ url: "/api/chat/sessions", headers: bearer(client.token) })
    ).json() as ChatSession[];
    expect(listed.find((row) => row.id === chat.id)?.assignee_photo_url).toBe(photo_url);

    const removed = await t.app.inject({
      method: "DELETE",
      url: "/api/executor/profile/photo",
      headers: bearer(lawyer.token),
    });
    expect(removed.json()).toEqual({ photo_url: null });
    expect((await t.app.inject({ url: photo_url })).statusCode).toBe(404);
  });

  it("refuses what is no PNG or JPEG, a file over 1 MB, a client, and a client's «photo»", async () => {
    const lawyer = await createStaff(t);
    const disguised = await upload(lawyer.token, { name: "фото.png", bytes: PDF_BYTES });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().detail).toMatch(/[А-Яа-я]/);
    const big = new Uint8Array(1_048_577);
    big.set(PNG_BYTES);
    const tooBig = await upload(lawyer.token, { name: "big.png", bytes: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().detail).toBe(T.photoTooLarge("big.png"));
    expect(
      (
        await t.app.inject({ url: "/api/executor/profile/photo", headers: bearer(lawyer.token) })
      ).json(),
    ).toEqual({ photo_url: null });
    const client = await registerClient(t.app);
    expect((await upload(client.token, { name: "я.png", bytes: PNG_BYTES })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/staff/${client.user.id}/photo` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: "/api/staff/abc/photo" })).statusCode).toBe(400);
  });
});
