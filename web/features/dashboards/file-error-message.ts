import { CHAT_TEXTS } from "../../../domain/chat/chat.ts";

/** The {msg} part of the file texts of spec 2 §8. */
export function fileErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : CHAT_TEXTS.unknownError;
}
