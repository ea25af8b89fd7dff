/**
 * The address of one page of a list the server pages by `offset` (issue 15 §2): the first page is
 * the route's plain answer (the one a page may carry), the next ones add `offset`.
 */
export const pagePath = (path: string, offset: number) =>
  offset === 0 ? path : `${path}${path.includes("?") ? "&" : "?"}offset=${offset}`;
