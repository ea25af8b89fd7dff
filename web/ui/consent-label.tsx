import { Anchor, Text } from "@mantine/core";
import type { SiteDocumentKey } from "../../domain/site-documents/site-documents.ts";

/**
 * «Я согласен с публичной офертой и политикой обработки персональных данных», both documents
 * opening in place — the consent of registration and of the guest contact form (spec 1 §2, §5).
 */
export function ConsentLabel({ onOpenDocument }: { onOpenDocument(key: SiteDocumentKey): void }) {
  const documentLink = (key: SiteDocumentKey, text: string) => (
    // A link, not a button: it has to wrap inside the sentence like text. Being interactive
    // content, it opens the document without ticking the checkbox of the surrounding label.
    <Anchor
      href={`#${key}`}
      inherit
      onClick={(event) => {
        event.preventDefault();
        onOpenDocument(key);
      }}
    >
      {text}
    </Anchor>
  );
  return (
    <Text span size="sm">
      Я согласен с {documentLink("offer", "публичной офертой")} и{" "}
      {documentLink("privacy_policy", "политикой обработки персональных данных")}
    </Text>
  );
}
