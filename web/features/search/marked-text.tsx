import { Mark } from "@mantine/core";
import { Fragment } from "react";
import type { MarkedText as Pieces } from "../../api/search.ts";

/**
 * Text with the found words in <mark>. Every piece is a React text child, never HTML: a message
 * that says «<script>» shows those letters (issue 14 §4: message text is the user's input).
 */
export function MarkedText({ pieces }: { pieces: Pieces }) {
  return pieces.map((piece, index) =>
    piece.match ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are a fixed sequence of one text
      <Mark key={index} color="yellow" px={1}>
        {piece.text}
      </Mark>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are a fixed sequence of one text
      <Fragment key={index}>{piece.text}</Fragment>
    ),
  );
}

/** The plain text of the pieces (for a label). */
export const plainText = (pieces: Pieces) => pieces.map((piece) => piece.text).join("");
