import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXED_FOLDERS, ARCHIVE_TEXTS as T } from "../../../domain/archive/archive.ts";
import type {
  ArchiveFile,
  ArchiveFolder,
  ArchiveList,
} from "../../../domain/archive/archive-schemas.ts";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import {
  archivedFile,
  archiveOf,
  createdFolder,
  pdf,
  uploadToArchive,
} from "../../test/archive-fixtures.ts";
import { buildBackOfficeTestApp, type RoleTokens, roleTokens } from "../../test/back-office.ts";
import { openClientChat, PDF_BYTES, sendMessage } from "../../test/chat-fixtures.ts";
import { bearer } from "../../test/fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";

let t: TestApp;
let tokens: RoleTokens;
/** The client's archive the others try to reach: a folder with a file, and a loose file. */
let folder: ArchiveFolder;
let inFolder: ArchiveFile;
let loose: ArchiveFile;
let before: ArchiveList;

beforeAll(async () => {
  t = await buildBackOfficeTestApp();
  tokens = await roleTokens(t.app);
  folder = await createdFolder(t.app, tokens.client, "Суд");
  inFolder = await archivedFile(t.app, tokens.client, pdf("иск в суд.pdf"), folder.id);
  loose = await archivedFile(t.app, tokens.client, pdf("претензия.pdf"));
  before = await archiveOf(t.app, tokens.client);
});
afterAll(() => t.close());

type Call = { method: "GET" | "POST" | "PUT" | "DELETE"; url: string; payload?: object };

const send = (call: Call, headers: Record<string, string>) =>
  t.app.inject({ method: call.method, url: call.url, headers, payload: call.payload });

/** Every route that names one of the client's objects by its id. */
const callsOnTheClientsObjects = (): Call[] => [
  { method: "GET", url: `/api/files/${inFolder.id}` },
  { method: "GET", url: `/api/files/${inFolder.id}/download` },
  { method: "PUT", url: `/api/files/${loose.id}/move`, payload: { folder_id: null } },
  { method: "PUT", url: `/api/files/${loose.id}/move`, payload: { folder_id: folder.id } },
  { method: "DELETE", url: `/api/files/${loose.id}` },
  { method: "PUT", url: `/api/folders/${folder.id}`, payload: { name: "Чужая" } },
  { method: "DELETE", url: `/api/folders/${folder.id}` },
];

const others = () =>
  [
    ["another client", tokens.otherClient],
    ["another company (corporate client)", tokens.corporateClient],
    ["an executor", tokens.executor],
    ["an admin", tokens.admin],
  ] as const;

describe("anonymous callers", () => {
  it("get 401 with a Russian detail on every archive route, before any input is read", async () => {
    const calls: Call[] = [
      { method: "GET", url: "/api/files" },
      ...callsOnTheClientsObjects(),
      { method: "POST", url: "/api/folders", payload: { name: "" } },
      { method: "POST", url: "/api/files/from-chat", payload: {} },
    ];
    for (const call of calls) {
      for (const headers of [{}, bearer("not-a-real-token")]) {
        const response = await send(call, headers);
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(response.json().detail).toMatch(
          new RegExp(`${AUTH_TEXTS.notAuthenticated}|${AUTH_TEXTS.sessionExpired}`),
        );
      }
    }
    const upload = await uploadToArchive(t.app, null);
    expect(upload.statusCode).toBe(401);
    expect(await archiveOf(t.app, tokens.client)).toEqual(before);
  });
});

describe("every other user", () => {
  it("gets 404 for the client's files and folders, on every route, and changes nothing", async () => {
    for (const [who, token] of others()) {
      for (const call of callsOnTheClientsObjects()) {
        const response = await send(call, bearer(token));
        expect(response.statusCode, `${call.method} ${call.url} as ${who}`).toBe(404);
        expect([T.fileNotFound, T.folderNotFound]).toContain(response.json().detail);
      }
    }
    expect(await archiveOf(t.app, tokens.client)).toEqual(before);
  });

  it("cannot move their own file into the client's folder, nor upload into it", async () => {
    for (const [who, token] of others()) {
      const own = await archivedFile(t.app, token, pdf(`своё ${who}.pdf`));
      const moved = await send(
        { method: "PUT", url: `/api/files/${own.id}/move`, payload: { folder_id: folder.id } },
        bearer(token),
      );
      expect(moved.statusCode, who).toBe(404);
      expect(moved.json()).toEqual({ detail: T.folderNotFound });
      const upload = await uploadToArchive(t.app, token, pdf("в чужую папку.pdf"), folder.id);
      expect(upload.statusCode, who).toBe(404);
      expect(upload.json()).toEqual({ detail: T.folderNotFound });
      const theirs = await archiveOf(t.app, token);
      expect(theirs.files.map((file) => file.id)).toEqual([own.id]);
      expect(theirs.folders.flatMap((f) => f.files)).toEqual([]);
    }
    expect(await archiveOf(t.app, tokens.client)).toEqual(before);
  });

  it("lists only their own archive", async () => {
    for (const [who, token] of others()) {
      const list = await archiveOf(t.app, token);
      const ids = [...list.files, ...list.folders.flatMap((f) => f.files)].map((file) => file.id);
      expect(ids, who).not.toContain(inFolder.id);
      expect(ids, who).not.toContain(loose.id);
      expect(
        list.folders.map((f) => f.id),
        who,
      ).not.toContain(folder.id);
    }
  });
});

describe("folders by role", () => {
  it("clients (individual and corporate) have only their own folders", async () => {
    expect(before.folders.map((f) => [f.id, f.name, f.is_fixed])).toEqual([
      [folder.id, "Суд", false],
    ]);
    const company = await archiveOf(t.app, tokens.corporateClient);
    expect(company.folders).toEqual([]);
    // A fixed key names nothing of a client's.
    const upload = await uploadToArchive(t.app, tokens.otherClient, pdf(), "contracts");
    expect(upload.statusCode).toBe(404);
  });

  it("executors and admins each have the five fixed folders, in the spec's order", async () => {
    for (const token of [tokens.executor, tokens.admin]) {
      const list = await archiveOf(t.app, token);
      expect(list.folders.slice(0, 5).map((f) => [f.id, f.name, f.is_fixed])).toEqual(
        FIXED_FOLDERS.map((f) => [f.id, f.name, true]),
      );
      // Made once: a second read finds the same five, not ten.
      expect((await archiveOf(t.app, token)).folders.filter((f) => f.is_fixed)).toHaveLength(5);
    }
  });

  it("an executor's «Договоры» is theirs: the admin's «Договоры» is another folder", async () => {
    const contract = await archivedFile(
      t.app,
      tokens.executor,
      pdf("договор оказания услуг.pdf"),
      "contracts",
    );
    expect(contract.folder_id).toBe("contracts");
    const admin = await archiveOf(t.app, tokens.admin);
    expect(admin.folders.find((f) => f.id === "contracts")?.files).toEqual([]);
    const moved = await send(
      { method: "PUT", url: `/api/files/${contract.id}/move`, payload: { folder_id: null } },
      bearer(tokens.admin),
    );
    expect(moved.statusCode).toBe(404);
    const executor = await archiveOf(t.app, tokens.executor);
    expect(executor.folders.find((f) => f.id === "contracts")?.files.map((f) => f.id)).toEqual([
      contract.id,
    ]);
  });

  it("fixed folders cannot be renamed or deleted (403), and keep their files", async () => {
    const kept = await archivedFile(t.app, tokens.admin, pdf("доверенность.pdf"), "powers");
    for (const call of [
      { method: "PUT", url: "/api/folders/powers", payload: { name: "Другое" } },
      { method: "DELETE", url: "/api/folders/powers" },
    ] as Call[]) {
      const response = await send(call, bearer(tokens.admin));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: T.fixedFolder });
    }
    const admin = await archiveOf(t.app, tokens.admin);
    const powers = admin.folders.find((f) => f.id === "powers");
    expect(powers?.name).toBe("Доверенности");
    expect(powers?.files.map((f) => f.id)).toEqual([kept.id]);
  });
});

describe("the owner", () => {
  it("reads the file as base64 and as a download with a safe UTF-8 name", async () => {
    const data = await send(
      { method: "GET", url: `/api/files/${inFolder.id}` },
      bearer(tokens.client),
    );
    expect(data.statusCode).toBe(200);
    expect(data.json()).toEqual({
      ...inFolder,
      file_data: Buffer.from(PDF_BYTES).toString("base64"),
    });
    expect(inFolder).toMatchObject({
      filename: "иск в суд.pdf",
      file_name: "иск в суд.pdf",
      size: PDF_BYTES.length,
      file_type: "application/pdf",
      folder_id: folder.id,
      file_url: `/api/files/${inFolder.id}/download`,
    });

    const download = await send(
      { method: "GET", url: `/api/files/${inFolder.id}/download` },
      bearer(tokens.client),
    );
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(PDF_BYTES);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="___ _ ___.pdf"; filename*=UTF-8''${encodeURIComponent("иск в суд.pdf")}`,
    );
    // Opening in the browser is allowed for a PDF only when asked for.
    const inline = await send(
      { method: "GET", url: `/api/files/${inFolder.id}/download?inline=1` },
      bearer(tokens.client),
    );
    expect(inline.headers["content-disposition"]).toMatch(/^inline;/);
  });

  it("never gets a text file inline as HTML: types are the server's own", async () => {
    const html = await archivedFile(t.app, tokens.client, {
      name: "страница.txt",
      bytes: "<html><script>alert(1)</script></html>",
      type: "text/html",
    });
    expect(html.file_type).toBe("text/plain; charset=utf-8");
    const download = await send(
      { method: "GET", url: `/api/files/${html.id}/download?inline=1` },
      bearer(tokens.client),
    );
    expect(download.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.headers["content-security-policy"]).toContain("sandbox");
    await send({ method: "DELETE", url: `/api/files/${html.id}` }, bearer(tokens.client));
  });

  it("answers 404 for ids that are not UUIDs or keys, without looking them up", async () => {
    for (const url of [
      "/api/files/../../etc/passwd",
      "/api/files/1",
      "/api/files/not-an-id/download",
    ]) {
      const response = await send({ method: "GET", url }, bearer(tokens.client));
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe("«Сохранить в архив» from a chat", () => {
  it("copies a chat file the caller may read; others get 404, as the chat's download answers", async () => {
    const chat = await openClientChat(t.app, tokens.client);
    const sent = await sendMessage(
      t.app,
      `/api/chat/sessions/${chat.id}/messages`,
      "",
      [pdf("счёт из чата.pdf")],
      tokens.client,
    );
    const fileId = (sent.json() as { file_id: string }[])[0]?.file_id;
    expect(fileId).toBeTruthy();
    const save = (token: string | null, payload: object = { file_id: fileId }) =>
      send({ method: "POST", url: "/api/files/from-chat", payload }, token ? bearer(token) : {});

    for (const token of [tokens.otherClient, tokens.corporateClient]) {
      const chatDownload = await send(
        { method: "GET", url: `/api/chat/files/${fileId}/download` },
        bearer(token),
      );
      const refused = await save(token);
      expect(refused.statusCode).toBe(chatDownload.statusCode);
      expect(refused.statusCode).toBe(404);
      expect((await archiveOf(t.app, token)).files.map((f) => f.filename)).not.toContain(
        "счёт из чата.pdf",
      );
    }

    const saved = await save(tokens.client, { file_id: fileId, folder_id: folder.id });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      filename: "счёт из чата.pdf",
      folder_id: folder.id,
      file_type: "application/pdf",
      size: PDF_BYTES.length,
    });
    // The lawyers read every chat, so they may keep its files too.
    for (const token of [tokens.executor, tokens.admin]) {
      const theirs = await save(token, { file_id: fileId, folder_id: "contracts" });
      expect(theirs.statusCode).toBe(201);
      expect(theirs.json().folder_id).toBe("contracts");
    }

    // A copy: deleting it from the archive leaves the chat's file as it was.
    const copy = saved.json() as ArchiveFile;
    await send({ method: "DELETE", url: `/api/files/${copy.id}` }, bearer(tokens.client));
    const stillInChat = await send(
      { method: "GET", url: `/api/chat/files/${fileId}/download` },
      bearer(tokens.client),
    );
    expect(stillInChat.statusCode).toBe(200);
    expect(stillInChat.body).toBe(PDF_BYTES);

    // Into another's folder: 404, and nothing is copied.
    const intoOthers = await save(tokens.otherClient, { file_id: fileId, folder_id: folder.id });
    expect(intoOthers.statusCode).toBe(404);
    const unknown = await save(tokens.client, { file_id: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.statusCode).toBe(404);
  });
});
