import { Group, Text, UnstyledButton } from "@mantine/core";
import { Link } from "react-router";
import { logoSrcOf, shortSiteNameOf, siteNameOf } from "../../domain/site-settings/brand.ts";
import { useSiteSettings } from "../lib/site-settings.ts";
import classes from "./brand.module.css";

/**
 * The firm's logo and name (issue 44 §1: «Оформление»), linking home; a narrow screen shows the
 * short name when the firm gave one. The same markup as the HTML shell's (domain/site-pages/
 * shell-brand.ts), so nothing moves when the app takes over.
 */
export function Brand({ onClick }: { onClick?: () => void }) {
  const settings = useSiteSettings();
  const name = siteNameOf(settings);
  const short = shortSiteNameOf(settings);
  return (
    <UnstyledButton component={Link} to="/" onClick={onClick} aria-label={`${name} — на главную`}>
      <Group gap={10} wrap="nowrap">
        <img src={logoSrcOf(settings)} alt="" width={34} height={34} className={classes.logo} />
        <Text
          fw={800}
          className={classes.name}
          c="navy.9"
          lh={1.1}
          style={{ whiteSpace: "nowrap" }}
        >
          {short === name ? (
            name
          ) : (
            <>
              <span className={classes.full}>{name}</span>
              <span className={classes.short}>{short}</span>
            </>
          )}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
