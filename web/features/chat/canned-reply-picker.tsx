import { Combobox, Text, useCombobox, VisuallyHidden } from "@mantine/core";
import { useId } from "@mantine/hooks";
import {
  cloneElement,
  type FocusEvent,
  isValidElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useLayoutEffect,
} from "react";
import { CANNED_REPLY_PICKER_TEXTS as T } from "../../../domain/canned-replies/canned-replies.ts";
import { type CannedReplyPickerState, useCannedReplyPicker } from "./use-canned-reply-picker.ts";

/** How much of a reply's text an option shows (and a screen reader reads) under its title. */
const PREVIEW_CHARS = 90;
const preview = (content: string) => {
  const line = content.replace(/\s+/g, " ");
  return line.length > PREVIEW_CHARS ? `${line.slice(0, PREVIEW_CHARS - 1)}…` : line;
};

type TextBoxProps = {
  onKeyDown?(event: KeyboardEvent<HTMLTextAreaElement>): void;
  onBlur?(event: FocusEvent<HTMLTextAreaElement>): void;
  onSelect?(event: SyntheticEvent<HTMLTextAreaElement>): void;
};

/**
 * The message box's `inputContainer` (Mantine's wrapper of the bare text box): for an executor
 * it puts the «/» list of canned replies around the box; anyone else gets the box as it is and
 * never asks for the list.
 */
export function cannedReplyContainer(
  enabled: boolean,
  text: string,
  onTextChange: (text: string) => void,
): ((input: ReactNode) => ReactNode) | undefined {
  if (!enabled) return undefined;
  return (input) =>
    isValidElement<TextBoxProps>(input) ? (
      <CannedReplyPicker text={text} onTextChange={onTextChange}>
        {input}
      </CannedReplyPicker>
    ) : (
      input
    );
}

/** What the list says instead of options: loading, a failure, no replies at all, no match; or null. */
function emptyText({ replies, matches }: CannedReplyPickerState): string | null {
  if (replies.isPending) return T.loading;
  if (replies.isError) return T.loadFailed;
  if (replies.data.length === 0) return T.noReplies;
  return matches.length === 0 ? T.noMatches : null;
}

/**
 * Typing «/» at the start or after a space opens the executor's replies, found by the words after
 * it (title first, then text); arrows pick, Enter or a click puts the reply in place of «/…»,
 * Escape closes. The text box stays a text box (a `<textarea>` may not be a combobox): it owns
 * the list through aria-controls and names the picked option with aria-activedescendant.
 */
function CannedReplyPicker({
  text,
  onTextChange,
  children,
}: {
  text: string;
  onTextChange: (text: string) => void;
  children: ReactElement<TextBoxProps>;
}) {
  const picker = useCannedReplyPicker(text, onTextChange);
  const store = useCombobox({ opened: picker.opened, onDropdownClose: picker.dismiss });
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;
  const { matches, active, opened } = picker;

  // After a change of the text the caret is read back from the box; after an insert it is put
  // right after the reply.
  useLayoutEffect(() => {
    const box = store.targetRef.current as HTMLTextAreaElement | null;
    if (!box || document.activeElement !== box) return;
    const wanted = picker.caretAfterInsert.current;
    if (wanted !== null && text.length >= wanted) {
      picker.caretAfterInsert.current = null;
      box.setSelectionRange(wanted, wanted);
    }
    picker.setCaret(box.selectionStart);
  }, [text, store.targetRef, picker.caretAfterInsert, picker.setCaret]);

  // The picked option stays in sight inside the list; the page itself never scrolls for it.
  useEffect(() => {
    if (!opened) return;
    const option = document.getElementById(`${listId}-${active}`);
    const list = option?.parentElement;
    if (!option || !list) return;
    const shown = list.getBoundingClientRect();
    const picked = option.getBoundingClientRect();
    if (picked.top < shown.top) list.scrollTop -= shown.top - picked.top;
    else if (picked.bottom > shown.bottom) list.scrollTop += picked.bottom - shown.bottom;
  }, [opened, active, listId]);

  const own = children.props;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (opened && !event.nativeEvent.isComposing) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (matches.length > 0) {
          event.preventDefault();
          picker.step(event.key === "ArrowDown" ? 1 : -1);
          return;
        }
      } else if (event.key === "Enter" && !event.shiftKey && picker.highlighted) {
        event.preventDefault();
        picker.insert(picker.highlighted);
        return;
      } else if (event.key === "Escape") {
        // Closes the list only, not a dialog the chat sits in.
        event.preventDefault();
        event.stopPropagation();
        picker.dismiss();
        return;
      }
    }
    own.onKeyDown?.(event);
  };

  const textBox = cloneElement(children, {
    onKeyDown,
    onSelect: (event: SyntheticEvent<HTMLTextAreaElement>) => {
      picker.setCaret(event.currentTarget.selectionStart);
      own.onSelect?.(event);
    },
    onBlur: (event: FocusEvent<HTMLTextAreaElement>) => {
      picker.setCaret(null);
      own.onBlur?.(event);
    },
    "aria-autocomplete": "list",
    "aria-haspopup": "listbox",
    "aria-controls": opened && matches.length > 0 ? listId : undefined,
    "aria-activedescendant": picker.highlighted ? optionId(active) : undefined,
    // Mantine's dialogs leave an Escape with this mark to the element that has it.
    "data-mantine-stop-propagation": opened || undefined,
  } as TextBoxProps);

  const empty = emptyText(picker);

  return (
    <>
      <Combobox
        store={store}
        position="top-start"
        width="target"
        // Next to the text box, inside the page's landmarks, not in a portal at the end of <body>.
        withinPortal={false}
        onOptionSubmit={(value) => {
          const reply = matches.find((candidate) => String(candidate.id) === value);
          if (reply) picker.insert(reply);
        }}
      >
        <Combobox.Target withKeyboardNavigation={false} withAriaAttributes={false}>
          {textBox}
        </Combobox.Target>
        <Combobox.Dropdown data-testid="canned-reply-picker">
          {empty === null ? (
            <Combobox.Options
              id={listId}
              aria-label={T.listLabel}
              mah={280}
              style={{ overflowY: "auto" }}
            >
              {matches.map((reply, index) => (
                <Combobox.Option
                  key={reply.id}
                  value={String(reply.id)}
                  id={optionId(index)}
                  selected={index === active}
                  aria-selected={index === active}
                  onMouseEnter={() => picker.setActive(index)}
                >
                  <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                    {reply.title}
                  </Text>
                  {/* The option's own colour: a dimmed grey fails contrast on the picked one's blue. */}
                  <Text size="xs" c="inherit" opacity={0.9} lineClamp={1}>
                    {preview(reply.content)}
                  </Text>
                </Combobox.Option>
              ))}
            </Combobox.Options>
          ) : (
            <Combobox.Empty>{empty}</Combobox.Empty>
          )}
        </Combobox.Dropdown>
      </Combobox>
      <VisuallyHidden role="status" aria-live="polite">
        {opened ? (empty ?? T.found(matches.length)) : ""}
      </VisuallyHidden>
    </>
  );
}
