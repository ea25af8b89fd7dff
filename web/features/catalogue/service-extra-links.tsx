import { Button } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "react-router";
import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import { isAutoLawyerCategory } from "../../../domain/catalogue/services.ts";

/** Services with a page of their own kinds or details (spec 1 §2, service detail modal). */
function extraLinkOf(service: Service): { to: string; label: string } | null {
  if (service.slug === "contract-drafting")
    return { to: "/contract-types", label: "Виды договоров" };
  if (service.slug === "lawsuit-drafting") return { to: "/lawsuit-types", label: "Виды исков" };
  if (isAutoLawyerCategory(service.category)) return { to: "/auto-lawyer", label: "Подробнее" };
  return null;
}

export function ServiceExtraLink({
  service,
  onNavigate,
}: {
  service: Service;
  onNavigate(): void;
}) {
  const link = extraLinkOf(service);
  if (!link) return null;
  return (
    <Button
      component={Link}
      to={link.to}
      variant="default"
      rightSection={<IconArrowRight size={16} />}
      onClick={onNavigate}
      data-testid="service-extra-link"
    >
      {link.label}
    </Button>
  );
}
