import { Button, Group, Popover, TextInput } from "@mantine/core";
import { RichTextEditor, useRichTextEditorContext } from "@mantine/tiptap";
import { IconLink } from "@tabler/icons-react";
import { useEditorState } from "@tiptap/react";
import { type FormEvent, useRef, useState } from "react";
import { safeUrl } from "../../../../domain/articles/article-html.ts";
import { ARTICLE_EDITOR_TEXTS as T } from "../../../../domain/articles/articles.ts";

/**
 * «Вставить ссылку»: our own control instead of Mantine's, whose «open in a new tab» toggle has
 * no accessible name and would only be overruled: the sanitisers decide rel and target.
 */
export function ArticleLinkControl() {
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  // Set when a link was applied: the writer goes on typing in the text once the popover is gone.
  const backToText = useRef(false);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => current?.isActive("link") ?? false,
  });

  const open = () => {
    setUrl(editor?.getAttributes("link").href ?? "");
    setError(null);
    setOpened(true);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!editor) return;
    const href = url.trim();
    const chain = editor.chain().focus().extendMarkRange("link");
    if (href === "") {
      chain.unsetLink().run();
    } else if (safeUrl(href) === null) {
      setError(T.linkInvalid);
      return;
    } else if (editor.state.selection.empty && !editor.isActive("link")) {
      // Nothing selected: the address itself becomes the link's text.
      chain
        .insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] })
        .run();
    } else {
      chain.setLink({ href }).run();
      // The caret goes after the link, so the next word is typed after it, not over it.
      editor.commands.setTextSelection(editor.state.selection.to);
    }
    backToText.current = true;
    setOpened(false);
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      trapFocus
      withinPortal
      shadow="md"
      position="bottom"
      onExitTransitionEnd={() => {
        // The focus trap lets go of the dropdown only now; focusing the text earlier is undone.
        if (backToText.current && editor && !editor.isFocused) editor.commands.focus();
        backToText.current = false;
      }}
    >
      <Popover.Target>
        <RichTextEditor.Control
          active={active ?? false}
          aria-label={T.controls.link}
          title={T.controls.link}
          onClick={() => (opened ? setOpened(false) : open())}
        >
          <IconLink size={16} stroke={1.5} />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={apply} noValidate>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={T.linkAddress}
              placeholder={T.linkPlaceholder}
              value={url}
              onChange={(event) => {
                setUrl(event.currentTarget.value);
                setError(null);
              }}
              error={error}
              size="xs"
              w={260}
              data-autofocus
            />
            <Button type="submit" size="xs">
              {T.linkSave}
            </Button>
          </Group>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
