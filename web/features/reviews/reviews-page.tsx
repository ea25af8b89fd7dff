import { Box, Container, Grid } from "@mantine/core";
import { PAGE_INTROS } from "../../../domain/site-pages/page-intros.ts";
import { PageHeading } from "../../ui/page-heading.tsx";
import { ReviewFormPanel } from "./review-form-panel.tsx";
import { ReviewList } from "./review-list.tsx";
import { useReviews } from "./use-reviews.ts";

export function ReviewsPage() {
  const { data, isPending } = useReviews();
  return (
    <Container size="lg" py={{ base: "lg", sm: "xl" }}>
      <PageHeading title={PAGE_INTROS.reviews.title} lead={PAGE_INTROS.reviews.lead} />
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
