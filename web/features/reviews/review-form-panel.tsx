import { Alert, Button, Card, Group, Loader, Text, Title } from "@mantine/core";
import { IconLogin } from "@tabler/icons-react";
import { Suspense } from "react";
import { Link } from "react-router";
import { REVIEW_TEXTS } from "../../../domain/reviews/reviews.ts";
import { useAuth } from "../../lib/auth.ts";
import { lazyNamed } from "../../ui/lazy-mount.tsx";

// Most visitors of «Отзывы» are not signed in and see only the invitation: the form's code
// (fields, rating, validation) loads for those who can use it.
const ReviewForm = lazyNamed(() => import("./review-form.tsx"), "ReviewForm");

function FormLoading() {
  return (
    <Group justify="center" py="md">
      <Loader size="sm" role="status" aria-label="Загружаем форму" />
    </Group>
  );
}

/** «Оставить отзыв»: the form for a signed-in user, an invitation to sign in otherwise. */
export function ReviewFormPanel() {
  const { user } = useAuth();
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="review-form-title"
    >
      <Title order={2} fz="h3" mb="xs" id="review-form-title">
        Оставить отзыв
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Отзыв появится на сайте после проверки модератором.
      </Text>
      {user === undefined ? (
        <FormLoading />
      ) : user === null ? (
        <Alert color="navy" variant="light" data-testid="review-login-required">
          <Text size="sm" mb="sm">
            {REVIEW_TEXTS.loginRequired}
          </Text>
          <Button component={Link} to="/login" size="sm" leftSection={<IconLogin size={16} />}>
            Войти
          </Button>
        </Alert>
      ) : (
        <Suspense fallback={<FormLoading />}>
          <ReviewForm authorName={user.full_name} />
        </Suspense>
      )}
    </Card>
  );
}
