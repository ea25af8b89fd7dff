/**
 * The id of the `<script type="application/json">` element in which the server hands a page the
 * API answers of its first screen (server/http/page-data.ts → web/api/initial-data.ts).
 */
export const INITIAL_DATA_ELEMENT_ID = "initial-data";
