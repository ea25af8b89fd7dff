import { Alert, Button, Divider, Stack } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import {
  YANDEX_ID_TEXTS,
  YANDEX_RETURN_PARAM,
  YANDEX_START_PATH,
  yandexReturnText,
} from "../../../domain/yandex-id/yandex-id.ts";
import { useAuthMethods } from "../../api/yandex-id.ts";
import classes from "./yandex-id-button.module.css";
import { rememberReturnPath } from "./yandex-sign-in-memory.ts";

/**
 * «Войти с Яндекс ID» (issue 45 §2): a real link to the server's start, which sends the browser
 * on to Yandex; shown only where the site has the keys. Above it, what a return from Yandex said
 * (`?yandex=denied|failed`). `from` is the page to come back to once signed in.
 */
export function YandexIdButton({ from }: { from?: string }) {
  const methods = useAuthMethods();
  const [searchParams] = useSearchParams();
  const returned = yandexReturnText(searchParams.get(YANDEX_RETURN_PARAM));
  const offered = methods.data?.yandex_id === true;
  if (!offered && !returned) return null;
  return (
    <Stack gap="md" align="center">
      {returned ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={20} />}
          role="alert"
          w="100%"
          maw={560}
        >
          {returned}
        </Alert>
      ) : null}
      {offered ? (
        <>
          <Divider label="или" labelPosition="center" w="100%" maw={360} />
          <Button
            component="a"
            href={YANDEX_START_PATH}
            onClick={() => rememberReturnPath(from)}
            size="md"
            radius="md"
            color="#000"
            fullWidth
            maw={360}
            leftSection={
              <span className={classes.mark} aria-hidden>
                Я
              </span>
            }
          >
            {YANDEX_ID_TEXTS.button}
          </Button>
        </>
      ) : null}
    </Stack>
  );
}
