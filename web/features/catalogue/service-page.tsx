import {
  Anchor,
  Badge,
  Breadcrumbs,
  Container,
  Divider,
  Group,
  List,
  Loader,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense, useEffect } from "react";
import { Link, useParams } from "react-router";
import { SERVICE_PAGE_TEXTS } from "../../../domain/catalogue/service-page-texts.ts";
import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import {
  CATALOGUE_TEXTS,
  normalizeCategory,
  SERVICE_CATEGORY_LABELS,
  servicePaymentAmount,
} from "../../../domain/catalogue/services.ts";
import { serviceMeta, servicePriceWords } from "../../../domain/site-pages/item-meta.ts";
import { PAGE_META } from "../../../domain/site-pages/page-meta.ts";
import { SEO_TEXTS } from "../../../domain/site-pages/seo-texts.ts";
import { servicePath } from "../../../domain/site-pages/site-routes.ts";
import { ApiError, apiFetch } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { track } from "../../lib/analytics.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { ItemNotFound } from "../../ui/item-not-found.tsx";
import { lazyNamed } from "../../ui/lazy-mount.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { OrderButtons } from "../../ui/order-buttons.tsx";
import layout from "../../ui/page-layout.module.css";
import { PageMeta } from "../../ui/page-meta.tsx";
import { ServiceExtraLink } from "./service-extra-links.tsx";

/**
 * The recommended services as links to their own pages (crawlable, unlike the modal's buttons).
 * Drawn here rather than with the modal's service-recommendations.tsx, and its query written
 * here rather than taken from use-services.ts: sharing the catalogue's modules with this page
 * makes the bundler cut the home page's catalogue chunk in two (+0.3 to 0.6 KB gzip on a nearly
 * full budget; measured again on 27 Nov).
 */
function Recommendations({ serviceId }: { serviceId: number }) {
  const { data, isPending } = useQuery({
    queryKey: queryKeys.recommendations(serviceId),
    queryFn: ({ signal }) =>
      apiFetch<Service[]>(`/services/${serviceId}/recommendations`, { signal, auth: false }),
    retry: 1,
  });
  if (isPending) return <Loader size="xs" aria-label={CATALOGUE_TEXTS.loading} />;
  // A failed request reads as "no recommendations" (spec 1 §8).
  if (!data || data.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="no-recommendations">
        {CATALOGUE_TEXTS.noRecommendations}
      </Text>
    );
  }
  return (
    <List
      spacing={6}
      listStyleType="none"
      withPadding={false}
      data-testid="service-recommendations"
    >
      {data.map((item) => (
        <List.Item key={item.id}>
          <Anchor component={Link} to={servicePath(item.id)} fw={600} data-testid="recommendation">
            {item.title}
          </Anchor>{" "}
          <Text span size="sm" c="dimmed">
            — {servicePriceWords(item)}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

const noop = () => {};

/**
 * «Записаться на консультацию» (issue 48): its own chunk, drawn in the browser once the page is
 * hydrated (free times are the visitor's moment's, never the server's HTML), and nothing at all
 * for a service whose booking is not open.
 */
const BookingSection = lazyNamed(() => import("../booking/booking-section.tsx"), "BookingSection");

/** «От 3 000 ₽», as the modal's price starts with a capital. */
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One active service for its own page: drawn at once from the catalogue list when the visitor
 * comes from it, then read fresh. A missing (or inactive) one is a 404 that is not retried.
 */
function useService(id: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: queryKeys.service(id),
    queryFn: ({ signal }) => apiFetch<Service>(`/services/${id}`, { signal, auth: false }),
    enabled: Number.isInteger(id) && id > 0,
    initialData: () =>
      client.getQueryData<Service[]>(queryKeys.services)?.find((service) => service.id === id),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

const ServiceNotFound = () => (
  <ItemNotFound
    title={CATALOGUE_TEXTS.notFound}
    backTo="/services"
    backLabel={SERVICE_PAGE_TEXTS.toCatalogue}
    testId="service-not-found"
  />
);

/**
 * `/services/{id}`: one service as a page of its own (issue 29), what the catalogue's modal shows
 * for a quick look: title, description, price («От»), chat and pay buttons, recommendations. The
 * server answers 404 for a missing or inactive one, and this page says so too.
 */
export function ServicePage() {
  const id = Number(useParams().id);
  const { data: service, isPending, isError } = useService(id);
  const valid = Number.isInteger(id) && id > 0;
  const title = service?.title;
  const hydrated = useHydrated();

  useEffect(() => {
    if (title) track("service_view", { service_title: title });
  }, [title]);

  if (valid && isPending) {
    return (
      <Container size="md" py="xl">
        <PageMeta page="services" />
        <LoadingState label={SERVICE_PAGE_TEXTS.loading} />
      </Container>
    );
  }
  if (!valid || isError || !service) return <ServiceNotFound />;
  return (
    <Container size="md" className={layout.page}>
      <PageMeta {...serviceMeta(service)} />
      <Stack gap="lg" component="article" data-testid="service-page">
        {/* A landmark named by its own element: HTML permits no aria-label on Breadcrumbs' <div>. */}
        <nav aria-label={SERVICE_PAGE_TEXTS.breadcrumbs}>
          <Breadcrumbs separatorMargin={6}>
            <Anchor component={Link} to="/" size="sm">
              {SEO_TEXTS.home}
            </Anchor>
            <Anchor component={Link} to="/services" size="sm">
              {PAGE_META.services.title}
            </Anchor>
          </Breadcrumbs>
        </nav>
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Stack gap={6}>
            <Title order={1} className={layout.title} lh={1.2}>
              {service.title}
            </Title>
            <Group gap="xs">
              <Badge variant="light">
                {SERVICE_CATEGORY_LABELS[normalizeCategory(service.category)]}
              </Badge>
            </Group>
          </Stack>
        </Group>
        {service.description ? (
          <Text style={{ whiteSpace: "pre-line" }}>{service.description}</Text>
        ) : null}
        <Text fz={26} fw={700} c="navy.8" data-testid="service-page-price">
          {upperFirst(servicePriceWords(service))}
        </Text>
        <OrderButtons
          target={{
            serviceId: service.id,
            title: service.title,
            amount: servicePaymentAmount(service),
            serviceType: service.category,
          }}
          size="md"
        />
        <ServiceExtraLink service={service} onNavigate={noop} />
        {hydrated ? (
          <Suspense fallback={null}>
            <BookingSection serviceId={service.id} />
          </Suspense>
        ) : null}
        <Divider />
        <Title order={2} fz="lg">
          {SERVICE_PAGE_TEXTS.alsoRecommended}
        </Title>
        <Recommendations serviceId={service.id} />
      </Stack>
    </Container>
  );
}
