import { Button, Container } from "@mantine/core";
import {
  IconClockHour4,
  IconFileText,
  IconRosetteDiscountCheck,
  IconShieldCheck,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type OfficeHours, officeHoursText } from "../../domain/office-hours/week.ts";
import {
  SITE_DOCUMENT_KEYS,
  SITE_DOCUMENT_TITLES,
} from "../../domain/site-documents/site-documents.ts";
import { siteNameOf } from "../../domain/site-settings/brand.ts";
import { sellerLine } from "../../domain/site-settings/site-settings.ts";
import { useSiteSettings } from "../lib/site-settings.ts";
import { ContactDetails } from "../ui/contact-details.tsx";
import { useSiteDocumentDialog } from "../ui/use-site-document-dialog.tsx";
import { Brand } from "./brand.tsx";
import classes from "./footer.module.css";
import { KEEP_UNCOVERED } from "./use-step-aside.ts";

const FOOTER_LINKS = [
  { to: "/services", label: "Услуги" },
  { to: "/reviews", label: "Отзывы" },
  { to: "/articles", label: "Статьи" },
  { to: "/order-instructions", label: "Как заказать" },
] as const;

/** The promises of spec 1 §1 that the footer states; the hours are the site settings' own. */
const promises = (hours: OfficeHours) => [
  {
    icon: <IconClockHour4 size={14} />,
    text: `Юрист на связи: ${officeHoursText(hours)} МСК`,
  },
  { icon: <IconRosetteDiscountCheck size={14} />, text: "100% гарантия соблюдения сроков" },
  {
    icon: <IconShieldCheck size={14} />,
    text: "Гарантия возврата денег, если качество не устроит",
  },
];

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={classes.column}>
      <p className={classes.columnTitle}>{title}</p>
      {children}
    </div>
  );
}

export function Footer() {
  const documentDialog = useSiteDocumentDialog();
  const settings = useSiteSettings();
  const seller = sellerLine(settings, " · ");

  // Plain elements styled by the module rather than Stack, Group, Text, Anchor and SimpleGrid:
  // the footer is on every page, and each Mantine component is work for a phone's first load
  // (decision 044). The document buttons stay Mantine's.
  return (
    <footer className={classes.footer}>
      {/* Extra room at the bottom, so the floating buttons never cover the last line. */}
      <Container size="xl" className={classes.inner}>
        <div className={classes.grid}>
          <div className={classes.brandColumn}>
            <Brand />
            <ul className={classes.promises}>
              {promises(settings.office_hours).map((promise) => (
                <li key={promise.text} className={classes.promise}>
                  <span className={classes.promiseIcon} aria-hidden>
                    {promise.icon}
                  </span>
                  {promise.text}
                </li>
              ))}
            </ul>
          </div>
          <Column title="Разделы">
            <nav aria-label="Разделы сайта" className={classes.links}>
              {FOOTER_LINKS.map((link) => (
                <Link key={link.to} to={link.to} className={classes.link}>
                  {link.label}
                </Link>
              ))}
            </nav>
          </Column>
          <Column title="Документы">
            <div className={classes.documents}>
              {SITE_DOCUMENT_KEYS.map((key) => (
                <Button
                  key={key}
                  variant="subtle"
                  color="dark"
                  size="compact-sm"
                  px={0}
                  leftSection={<IconFileText size={16} />}
                  onClick={() => documentDialog.show(key)}
                  classNames={{ label: classes.documentLabel }}
                >
                  {SITE_DOCUMENT_TITLES[key]}
                </Button>
              ))}
            </div>
          </Column>
          <Column title="Контакты">
            <ContactDetails />
          </Column>
        </div>
        <hr className={classes.divider} />
        <p className={classes.copyright} data-testid="footer-copyright" {...KEEP_UNCOVERED}>
          © {new Date().getFullYear()} {siteNameOf(settings)}
        </p>
        {seller ? (
          <p className={classes.company} data-testid="footer-company" {...KEEP_UNCOVERED}>
            {seller}
          </p>
        ) : null}
      </Container>
      {documentDialog.dialog}
    </footer>
  );
}
