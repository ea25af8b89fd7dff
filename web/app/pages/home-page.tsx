import { Anchor, Box, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { HOME_SERVICES_COUNT } from "../../../domain/catalogue/services.ts";
import { REVIEWS_PAGE_SIZE } from "../../../domain/reviews/reviews.ts";
import { TARIFF_TEXTS } from "../../../domain/tariffs/tariffs.ts";
import { ServiceCardSkeletons, ServiceGrid } from "../../features/catalogue/service-grid.tsx";
import { useServices } from "../../features/catalogue/use-services.ts";
import { ReviewsBlock } from "../../features/reviews/reviews-block.tsx";
import { useReviews } from "../../features/reviews/use-reviews.ts";
import { TariffCards } from "../../features/tariffs/tariff-cards.tsx";
import { useOrderActions } from "../../lib/order-actions.ts";
import { HomeClientLogos } from "./home-client-logos.tsx";
import { HomeHero } from "./home-hero.tsx";
import classes from "./home-page.module.css";

function AllServicesLink() {
  return (
    <Anchor component={Link} to="/services" fw={600}>
      <Group gap={4} component="span">
        Все услуги
        <IconArrowRight size={16} aria-hidden />
      </Group>
    </Anchor>
  );
}

function HomeServices() {
  const { data: services } = useServices();
  return (
    <Stack
      gap="lg"
      component="section"
      aria-labelledby="home-services-title"
      className={classes.belowFold}
    >
      <Group justify="space-between" align="baseline">
        <Title order={2} id="home-services-title">
          Популярные услуги
        </Title>
        <AllServicesLink />
      </Group>
      {/* The list retries quietly on failure (spec 1 §8): until it arrives the placeholders stay. */}
      {!services ? (
        <ServiceCardSkeletons />
      ) : services.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          Услуги скоро появятся.
        </Text>
      ) : (
        <ServiceGrid services={services.slice(0, HOME_SERVICES_COUNT)} />
      )}
    </Stack>
  );
}

/** What another page puts into `navigate("/", { state })` to open the quick question form here. */
export interface OpenAnonymousChatState {
  openAnonymousChat: true;
  serviceId?: number | string;
}

/**
 * Spec 1 §2: the home page opens the anonymous chat form when sent here with the state flag,
 * optionally about a service. The flag is cleared at once, so «Назад» or a reload does not open
 * the form again.
 */
function useOpenAnonymousChatFromState() {
  const location = useLocation();
  const navigate = useNavigate();
  const { askQuestion } = useOrderActions();
  const state = location.state as Partial<OpenAnonymousChatState> | null;
  const requested = state?.openAnonymousChat === true;
  const serviceId = state?.serviceId;
  useEffect(() => {
    if (!requested) return;
    askQuestion(serviceId === undefined ? undefined : { serviceId });
    navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      state: null,
    });
  }, [
    requested,
    serviceId,
    askQuestion,
    navigate,
    location.pathname,
    location.search,
    location.hash,
  ]);
}

export function HomePage() {
  const { data: reviews } = useReviews();
  useOpenAnonymousChatFromState();
  return (
    <>
      <HomeHero
        reviewCount={reviews?.length ?? 0}
        moreReviews={(reviews?.length ?? 0) >= REVIEWS_PAGE_SIZE}
      />
      <Container size="lg" className={classes.sections}>
        <Stack gap={72}>
          <HomeServices />
          <Box
            component="section"
            id="business"
            aria-labelledby="home-tariffs-title"
            className={classes.belowFold}
          >
            <Title order={2} id="home-tariffs-title" mb={6}>
              {TARIFF_TEXTS.sectionTitle}
            </Title>
            <Text c="dimmed" mb="xl">
              {TARIFF_TEXTS.sectionLead}
            </Text>
            <TariffCards />
          </Box>
          <div className={classes.belowFold}>
            <HomeClientLogos />
          </div>
          <div className={classes.belowFold}>
            <ReviewsBlock />
          </div>
        </Stack>
      </Container>
    </>
  );
}
