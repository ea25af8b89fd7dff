import { useDisclosure } from "@mantine/hooks";
import { useCallback, useState } from "react";
import type { SiteDocumentKey } from "../../domain/site-documents/site-documents.ts";
import { LazyMount, lazyNamed } from "./lazy-mount.tsx";

// Its own chunk: most visitors never open the offer or the policy.
const SiteDocumentModal = lazyNamed(() => import("./site-document-modal.tsx"), "SiteDocumentModal");

/**
 * The offer / privacy-policy dialog (footer, registration): `show(key)` opens it, `dialog` is the
 * element to render once in the page.
 */
export function useSiteDocumentDialog() {
  const [documentKey, setDocumentKey] = useState<SiteDocumentKey>("offer");
  const [opened, { open, close }] = useDisclosure(false);
  const show = useCallback(
    (key: SiteDocumentKey) => {
      setDocumentKey(key);
      open();
    },
    [open],
  );
  const dialog = (
    <LazyMount opened={opened}>
      {(isOpen) => <SiteDocumentModal documentKey={documentKey} opened={isOpen} onClose={close} />}
    </LazyMount>
  );
  return { show, dialog };
}
