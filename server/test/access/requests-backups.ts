import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { backups } from "../../db/schema/backups.ts";
import type { Requests } from "./call.ts";
import { okJson } from "./http.ts";
import type { World } from "./world.ts";

/** A backup row of its own per call, `ready` with a small archive in the folder, or `failed`. */
async function backupRow(w: World, status: "ready" | "failed"): Promise<number> {
  const name = `backup-matrix-${Math.random().toString(36).slice(2)}.tar.gz`;
  if (status === "ready") {
    const dir = path.join(w.app.config.dataDir, "backups");
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, name), "matrix archive");
  }
  const [row] = await w.t.db
    .insert(backups)
    .values({
      kind: "manual",
      status,
      destination: "folder",
      objectName: status === "ready" ? name : "",
      ...(status === "ready" ? { sizeBytes: 14, verifiedAt: new Date() } : { error: "x" }),
      finishedAt: new Date(),
    })
    .returning({ id: backups.id });
  return (row as { id: number }).id;
}

/** «Резервные копии» (issue 46 §3): the administrator's; a download link is its own key. */
export const BACKUP_REQUESTS: Requests = {
  "POST /api/executor/backups/{id}/download-link": async (w) => ({
    params: { id: await backupRow(w, "ready") },
  }),
  "DELETE /api/executor/backups/{id}": async (w) => ({
    params: { id: await backupRow(w, "failed") },
  }),
  "PUT /api/executor/backups/schedule": () => ({
    payload: { enabled: false, time: "03:00", keep_daily: 7, keep_weekly: 4 },
  }),
  "GET /api/backup-downloads/{token}": async (w) => {
    const id = await backupRow(w, "ready");
    const link = await okJson<{ url: string }>(
      w.app,
      "POST",
      `/api/executor/backups/${id}/download-link`,
      w.accounts.admin.token,
    );
    return { params: { token: link.url.split("/").pop() as string } };
  },
};
