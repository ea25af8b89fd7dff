import { Container, Stack } from "@mantine/core";
import { PAGE_INTROS } from "../../../domain/site-pages/page-intros.ts";
import { itemsOfPages } from "../../lib/offset-pages.ts";
import { PageHeading } from "../../ui/page-heading.tsx";
import layout from "../../ui/page-layout.module.css";
import { ShowMoreButton } from "../../ui/show-more-button.tsx";
import { ReviewFormPanel } from "./review-form-panel.tsx";
import { ReviewList } from "./review-list.tsx";
import classes from "./reviews-page.module.css";
import { useReviewPages } from "./use-review-pages.ts";
import { onlyApproved } from "./use-reviews.ts";

export function ReviewsPage() {
  const pages = useReviewPages();
  const reviews = pages.data ? onlyApproved(itemsOfPages(pages.data.pages)) : undefined;
  return (
    <Container size="lg" className={layout.page}>
      <PageHeading title={PAGE_INTROS.reviews.title} lead={PAGE_INTROS.reviews.lead} />
      <div className={classes.columns}>
        <Stack gap="lg">
          <ReviewList reviews={reviews} loading={pages.isPending} columns={{ base: 1, sm: 2 }} />
          <ShowMoreButton pages={pages} />
        </Stack>
        <div>
          <div className={classes.form}>
            <ReviewFormPanel />
          </div>
        </div>
      </div>
    </Container>
  );
}
