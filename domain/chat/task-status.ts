/**
 * The task status of a chat session and every allowed move, in one table (issue 3). The server's
 * chat service is the only caller that changes a status, and it goes through `nextTaskStatus`.
 */
export const TASK_STATUSES = [
  "new",
  "in_progress",
  "documents_ready",
  "revision_requested",
  "accepted",
  "overdue",
  "completed",
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Labels of spec 2 §4. */
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  new: "Новая задача",
  in_progress: "В работе",
  documents_ready: "На проверке",
  revision_requested: "Запрошена доработка",
  accepted: "Принят заказчиком",
  overdue: "Просрочена",
  completed: "Выполнена",
};
export const TASK_STATUS_MISSING_LABEL = "Статус не определен";

export const TASK_ACTIONS = [
  "start_task",
  "documents_ready",
  "accept_order",
  "request_revision",
  "deadline_passed",
  "review_period_ended",
] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

/** Who may perform an action: the executor, the client, or the server's scheduler. */
export const TASK_ACTION_ACTORS: Record<TaskAction, "executor" | "client" | "system"> = {
  start_task: "executor",
  documents_ready: "executor",
  accept_order: "client",
  request_revision: "client",
  deadline_passed: "system",
  review_period_ended: "system",
};

/**
 * from → action → to. A missing status (old sessions) counts as `new`. An overdue task can still
 * be delivered; a review period that ends without an answer accepts the order.
 */
const TRANSITIONS: Record<TaskStatus, Partial<Record<TaskAction, TaskStatus>>> = {
  new: { start_task: "in_progress" },
  in_progress: { documents_ready: "documents_ready", deadline_passed: "overdue" },
  revision_requested: { documents_ready: "documents_ready", deadline_passed: "overdue" },
  overdue: { documents_ready: "documents_ready" },
  documents_ready: {
    accept_order: "accepted",
    request_revision: "revision_requested",
    review_period_ended: "accepted",
  },
  accepted: {},
  completed: {},
};

/** The status after `action`, or null when the move is not allowed from `from`. */
export function nextTaskStatus(from: TaskStatus | null, action: TaskAction): TaskStatus | null {
  return TRANSITIONS[from ?? "new"][action] ?? null;
}

/** Why a move was refused, in Russian, for the API's 409 detail. */
export function refusedMoveText(from: TaskStatus | null, action: TaskAction): string {
  const status = from ? TASK_STATUS_LABELS[from] : TASK_STATUS_MISSING_LABEL;
  return `${TASK_ACTION_LABELS[action]} невозможно: статус задачи «${status}»`;
}

const TASK_ACTION_LABELS: Record<TaskAction, string> = {
  start_task: "Взять задачу в работу",
  documents_ready: "Отметить документы готовыми",
  accept_order: "Принять заказ",
  request_revision: "Запросить доработку",
  deadline_passed: "Отметить просрочку",
  review_period_ended: "Завершить проверку",
};

export const REVIEW_PERIOD_HOURS = 48;
export const TASK_DURATION = { min: 1, max: 720, default: 24 } as const;
