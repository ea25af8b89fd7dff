import { Box, Container, Grid } from "@mantine/core";
import { PageHeading } from "../../ui/page-heading.tsx";
import { ReviewFormPanel } from "./review-form-panel.tsx";
import { ReviewList } from "./review-list.tsx";
import { useReviews } from "./use-reviews.ts";

export function ReviewsPage() {
  const { data, isPending } = useReviews();
  return (
    <Container size="lg" py={{ base: "lg", sm: "xl" }}>
      <PageHeading
        title="Отзывы клиентов"
        lead="Мы публикуем отзывы реальных клиентов после проверки модератором и отвечаем на каждый."
      />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ReviewList reviews={data} loading={isPending} columns={{ base: 1, sm: 2 }} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Box pos={{ base: "static", md: "sticky" }} top={80}>
            <ReviewFormPanel />
          </Box>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
