/**
 * How many bytes of a request body the server reads before answering 413 «Слишком большой
 * запрос» (issue 15 §4). Most routes take a form's worth of JSON: the largest of their fields is
 * a 10,000-character text, under 64 KB even if every character came escaped. A route that carries
 * a whole document says so with `bodyLimit: LONG_TEXT_BODY_LIMIT_BYTES` in its options; file
 * uploads are multipart, read as streams under their own per-file caps (chat/attachments.ts,
 * http/one-file-upload.ts), not under these.
 */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * An article (200,000 characters of HTML) or a site document (100,000): two or three bytes a
 * character in UTF-8, with room for the JSON around it.
 */
export const LONG_TEXT_BODY_LIMIT_BYTES = 1024 * 1024;
