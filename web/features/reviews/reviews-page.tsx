import { Box, Container, Grid, Stack } from "@mantine/core";
import { PAGE_INTROS } from "../../../domain/site-pages/page-intros.ts";
import { itemsOfPages } from "../../lib/offset-pages.ts";
import { PageHeading } from "../../ui/page-heading.tsx";
import { ShowMoreButton } from "../../ui/show-more-button.tsx";
import { ReviewFormPanel } from "./review-form-panel.tsx";
import { ReviewList } from "./review-list.tsx";
import { useReviewPages } from "./use-review-pages.ts";
import { onlyApproved } from "./use-reviews.ts";

export function ReviewsPage() {
  const pages = useReviewPages();
  const reviews = pages.data ? onlyApproved(itemsOfPages(pages.data.pages)) : undefined;
  return (
    <Container size="lg" py={{ base: "lg", sm: "xl" }}>
      <PageHeading title={PAGE_INTROS.reviews.title} lead={PAGE_INTROS.reviews.lead} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <ReviewList reviews={reviews} loading={pages.isPending} columns={{ base: 1, sm: 2 }} />
            <ShowMoreButton pages={pages} />
          </Stack>
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
