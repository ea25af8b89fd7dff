import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import {
  IconClock,
  IconMessageStar,
  IconRosetteDiscountCheck,
  IconShieldCheck,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { EXECUTOR_REPLY_MINUTES } from "../../../domain/contacts/contacts.ts";
import { PAGE_INTROS } from "../../../domain/site-pages/page-intros.ts";
import { workingHoursText } from "../../../domain/site-settings/site-settings.ts";
import { useSiteSettings } from "../../lib/site-settings.ts";
import classes from "./home-hero.module.css";

const FEATURES = [
  { icon: IconClock, text: "Документы и консультации — от 2 часов после согласования деталей" },
  { icon: IconMessageStar, text: "Связь с юристом в любое удобное для вас время" },
  {
    icon: IconShieldCheck,
    text: "Гарантия качества: вернём деньги, если работа не соответствует заданию",
  },
];

/**
 * «Отзывы клиентов (N)»: the count only when there is something to count (spec 1 §2); «(N+)»
 * when the page carries a full first page of them (the list is paged, issue 15 §2).
 */
function reviewsLabel(count: number, more: boolean): string {
  if (count === 0) return "Отзывы клиентов";
  return `Отзывы клиентов (${count}${more ? "+" : ""})`;
}

interface HomeHeroProps {
  reviewCount: number;
  /** The first page of reviews is full: there may be more than `reviewCount`. */
  moreReviews: boolean;
}

export function HomeHero({ reviewCount, moreReviews }: HomeHeroProps) {
  const settings = useSiteSettings();
  return (
    <Box className={classes.hero}>
      <Container size="lg">
        <div className={classes.columns}>
          <div className={classes.main}>
            <Stack gap="lg">
              <Title order={1} className={classes.title} lh={1.15}>
                {PAGE_INTROS.home.title}
              </Title>
              <Text size="lg" c="dimmed">
                {PAGE_INTROS.home.lead}
              </Text>
              <ul className={classes.features}>
                {FEATURES.map(({ icon: Icon, text }) => (
                  <li key={text} className={classes.feature}>
                    <span className={classes.featureIcon} aria-hidden>
                      <Icon size={16} />
                    </span>
                    {text}
                  </li>
                ))}
              </ul>
              <Group gap="sm" mt="sm">
                <Button component={Link} to="/services" size="lg">
                  Выбрать услугу
                </Button>
                <Button
                  component={Link}
                  to="/reviews"
                  size="lg"
                  variant="default"
                  data-testid="hero-reviews"
                >
                  {reviewsLabel(reviewCount, moreReviews)}
                </Button>
              </Group>
            </Stack>
          </div>
          <Box className={classes.aside} visibleFrom="md">
            <Paper withBorder shadow="sm" radius="lg" p="xl">
              <Stack gap="md">
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon size={48} radius="xl" aria-hidden>
                    <IconRosetteDiscountCheck size={28} />
                  </ThemeIcon>
                  <div>
                    <Text fw={700}>Юрист на связи</Text>
                    <Text size="sm" c="dimmed">
                      Ответ в течение {EXECUTOR_REPLY_MINUTES} минут в рабочее время
                    </Text>
                  </div>
                </Group>
                <Text size="sm">Работаем {workingHoursText(settings.office_hours)}.</Text>
                <Text size="sm">
                  Цена и срок согласуются в чате до оплаты. Готовые документы сохраняются в личном
                  кабинете.
                </Text>
                <Group gap={6}>
                  {["Visa", "MasterCard", "МИР", "СБП"].map((method) => (
                    <Badge key={method} variant="light" color="gray" tt="none">
                      {method}
                    </Badge>
                  ))}
                </Group>
              </Stack>
            </Paper>
          </Box>
        </div>
      </Container>
    </Box>
  );
}
