/**
 * Where a hit leads, per cabinet: the host of the search panel knows its own addresses (the
 * executor's cabinet and the client's dashboard address chats differently), the panel does not.
 */
export interface SearchLinks {
  /** A chat opened at one message (`?message=` scrolls to it and lights it). */
  message(sessionId: string, messageId: number): string;
  chat(sessionId: string): string;
  /** The caller's own file archive. */
  archive: string;
  /** The cabinet's articles and services (the executor only). */
  articles?: string;
  services?: string;
}
