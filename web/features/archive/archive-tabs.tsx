import { ARCHIVE_TEXTS as T } from "../../../domain/archive/archive.ts";
import { ArchivePanel } from "./archive-panel.tsx";

/** «Архив» of the client's dashboard (spec 2 §2): their own folders only. */
export function ClientArchiveTab() {
  return <ArchivePanel title={T.title} lead={T.lead} testId="archive-tab" />;
}

/** «Файлы» of the executor's cabinet (spec 3): the five fixed folders plus their own. */
export function ExecutorArchiveTab() {
  return <ArchivePanel title={T.executorTitle} lead={T.executorLead} testId="archive-tab" />;
}
