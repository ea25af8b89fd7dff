import { Button, Card, Container, List, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconArrowRight, IconBuildingBank, IconCreditCard, IconQrcode } from "@tabler/icons-react";
import { Link } from "react-router";
import { usePaymentSettings } from "../../lib/payment-settings.ts";
import { CardGrid } from "../../ui/card-grid.tsx";
import { PageHeading } from "../../ui/page-heading.tsx";
import layout from "../../ui/page-layout.module.css";
import {
  CONSULTATION_STEPS,
  INSTRUCTIONS_WELCOME,
  ORDER_STEPS,
  PAYMENT_METHODS,
  PAYMENT_TEXT,
} from "./order-instructions-texts.ts";

const METHOD_ICONS = [IconCreditCard, IconQrcode, IconBuildingBank];

/** The ways to pay; a transfer only where its details are configured (issue 28 §2). */
function usePaymentMethods() {
  const transfer = Boolean(usePaymentSettings().data?.manual);
  return {
    transfer,
    methods: PAYMENT_METHODS.map((method, index) => ({
      ...method,
      icon: METHOD_ICONS[index],
    })).filter((method) => transfer || !method.transfer),
  };
}

export function OrderInstructionsPage() {
  const { transfer, methods } = usePaymentMethods();
  return (
    <Container size="lg" className={layout.page}>
      <PageHeading title="Как заказать и оплатить" lead={INSTRUCTIONS_WELCOME} />

      <Stack gap={48}>
        <section aria-labelledby="how-consult">
          <Title order={2} id="how-consult" mb="md">
            Как получить консультацию
          </Title>
          <List type="ordered" spacing="sm" size="md">
            {CONSULTATION_STEPS.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </section>

        <section aria-labelledby="how-pay">
          <Title order={2} id="how-pay" mb="xs">
            Как оплатить
          </Title>
          <Text mb="lg">{PAYMENT_TEXT}</Text>
          <Title order={3} fz="lg" mb="md">
            Способы оплаты
          </Title>
          <CardGrid cols={{ base: 1, sm: methods.length }} spacing="lg">
            {methods.map((method) => {
              const Icon = method.icon ?? IconCreditCard;
              return (
                <Card key={method.title} withBorder radius="md" padding="lg">
                  <ThemeIcon variant="light" size={40} radius="md" mb="sm" aria-hidden>
                    <Icon size={22} />
                  </ThemeIcon>
                  <Text fw={700} mb={4}>
                    {method.title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {method.text}
                  </Text>
                </Card>
              );
            })}
          </CardGrid>
        </section>

        <section aria-labelledby="after-pay">
          <Title order={2} id="after-pay" mb="lg">
            Что происходит после оплаты
          </Title>
          <CardGrid cols={{ base: 1, md: 3 }} spacing="lg" component="ol">
            {ORDER_STEPS.map((step, index) => (
              <Card key={step.title} withBorder radius="md" padding="lg" component="li">
                <ThemeIcon size={36} radius="xl" mb="sm" aria-hidden>
                  <Text fw={800}>{index + 1}</Text>
                </ThemeIcon>
                <Text fw={700} mb={4}>
                  {step.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {transfer ? step.text : (step.textNoTransfer ?? step.text)}
                </Text>
              </Card>
            ))}
          </CardGrid>
        </section>

        <Button
          component={Link}
          to="/services"
          size="lg"
          rightSection={<IconArrowRight size={18} />}
          style={{ alignSelf: "flex-start" }}
        >
          Начать — выбрать услугу
        </Button>
      </Stack>
    </Container>
  );
}
