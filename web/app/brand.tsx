import { Group, Text, UnstyledButton } from "@mantine/core";
import { Link } from "react-router";
import { SITE_NAME } from "../../domain/contacts/contacts.ts";
import classes from "./brand.module.css";

/** Logo and site name, linking home. */
export function Brand({ onClick }: { onClick?: () => void }) {
  return (
    <UnstyledButton
      component={Link}
      to="/"
      onClick={onClick}
      aria-label={`${SITE_NAME} — на главную`}
    >
      <Group gap={10} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={34} height={34} style={{ display: "block" }} />
        <Text
          fw={800}
          className={classes.name}
          c="navy.9"
          lh={1.1}
          style={{ whiteSpace: "nowrap" }}
        >
          {SITE_NAME}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
