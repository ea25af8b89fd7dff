import { Badge, Container, Group, List, Stack, Text } from "@mantine/core";
import { IconPoint } from "@tabler/icons-react";
import type { User } from "../../../domain/user-schemas.ts";
import { InDevelopmentNotice } from "../../ui/in-development-notice.tsx";
import { PageHeading } from "../../ui/page-heading.tsx";
import { RequireRole } from "../../ui/require-role.tsx";

const EXECUTOR_CABINET_ITEMS = [
  "чаты с клиентами и гостями, непрочитанные сообщения",
  "задачи: взять в работу, отметить готовность документов",
  "запросы и подтверждение оплат",
  "каталог услуг, тарифы и юридические тексты сайта",
  "модерация отзывов и публикация статей",
  "клиенты, аналитика, заработок и календарь заседаний",
] as const;

function ExecutorDashboard({ user }: { user: User }) {
  return (
    <Container size="lg" py={{ base: "lg", sm: "xl" }}>
      <PageHeading
        title="Кабинет исполнителя"
        lead={
          <Group component="span" gap="xs">
            Здравствуйте, {user.full_name}
            {user.role === "admin" ? (
              <Badge variant="light" color="violet">
                Администратор
              </Badge>
            ) : null}
          </Group>
        }
      />
      <InDevelopmentNotice>
        <Stack gap="md">
          <Text>Кабинет исполнителя готовится к запуску. Здесь появятся:</Text>
          <List spacing={6} icon={<IconPoint size={16} />} c="dark.6">
            {EXECUTOR_CABINET_ITEMS.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Stack>
      </InDevelopmentNotice>
    </Container>
  );
}

/** /executor-dashboard and /executor: executors and admins only (spec 3, «Executor cabinet»). */
export function ExecutorDashboardPage() {
  return (
    <RequireRole area="executor" loadingLabel="Загрузка кабинета исполнителя...">
      {(user) => <ExecutorDashboard user={user} />}
    </RequireRole>
  );
}
