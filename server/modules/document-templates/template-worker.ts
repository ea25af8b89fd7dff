import { type MessagePort, threadId } from "node:worker_threads";
import { AppError } from "../../errors.ts";
import { fillTemplate, placeholdersOf, type TemplateValues } from "./docx-template.ts";

/**
 * The worker thread's side of template-workers.ts: a template read (its placeholders) or filled,
 * off the request thread. A refusal comes back as data: an AppError's status would not survive
 * the trip between threads.
 */
export type TemplateTask =
  | { kind: "read"; bytes: Uint8Array }
  | { kind: "fill"; bytes: Uint8Array; values: TemplateValues };

export type TemplateAnswer =
  | { placeholders: string[] }
  | { docx: Uint8Array; missing: string[] }
  | { refused: { status: number; detail: string } };

export default function templateTask(message: {
  task: TemplateTask;
  /** Told when the work starts, and on which thread: the time limit counts this task's work. */
  started: MessagePort;
}): TemplateAnswer {
  message.started.postMessage(threadId);
  message.started.close();
  const { task } = message;
  try {
    return task.kind === "read"
      ? { placeholders: placeholdersOf(task.bytes) }
      : fillTemplate(task.bytes, task.values);
  } catch (error) {
    if (error instanceof AppError)
      return { refused: { status: error.status, detail: error.detail } };
    throw error;
  }
}
