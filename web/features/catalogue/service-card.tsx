import { Link } from "react-router";
import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import { CATALOGUE_TEXTS } from "../../../domain/catalogue/services.ts";
import { HintTooltip } from "../../ui/hint-tooltip.tsx";
import { OrderButtons } from "../../ui/order-buttons.tsx";
import classes from "./service-card.module.css";
import { ServiceIcon } from "./service-icon.tsx";
import { orderTargetOf, servicePriceText } from "./service-price.ts";

interface ServiceCardProps {
  service: Service;
  onOpen(service: Service): void;
  /** The catalogue shows the description and the tooltip; the home grid stays compact. */
  withDetails?: boolean;
  /** One below the heading the grid stands under: 2 under the page's <h1>, 3 under a section's. */
  headingOrder?: 2 | 3;
}

/**
 * The whole card opens the detail modal for mouse users; keyboard and screen-reader users reach
 * the same action through the title, which is a real button (a card with role="button" around
 * other buttons would be nested interactive content). In the catalogue a link leads to the
 * service's own page.
 */
export function ServiceCard({
  service,
  onOpen,
  withDetails = false,
  headingOrder = 3,
}: ServiceCardProps) {
  const tooltip = withDetails ? service.tooltip : null;
  const Heading = headingOrder === 2 ? "h2" : "h3";
  // Plain elements styled by the module rather than Card, Stack, Title and Text: a catalogue of
  // cards is most of what a public page hydrates, and each Mantine component costs its props,
  // styles and inline variables on a phone's first load (decision 044). The buttons stay Mantine's.
  const card = (describedBy?: string) => (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the card's click is a mouse shortcut; the title's button is the keyboard's way (see above)
    <div
      className={classes.card}
      onClick={() => onOpen(service)}
      data-testid="service-card"
      data-service-id={service.id}
    >
      <div className={classes.head}>
        <ServiceIcon category={service.category} title={service.title} />
        {/* The heading holds the button, not the other way round: a button's content is
            flat text to a screen reader, so a heading inside it would be lost. */}
        <Heading className={classes.heading}>
          <button
            type="button"
            className={classes.title}
            onClick={(event) => {
              event.stopPropagation();
              onOpen(service);
            }}
            aria-haspopup="dialog"
            aria-describedby={describedBy}
          >
            {service.title}
          </button>
        </Heading>
      </div>
      {withDetails && service.description ? (
        <p className={classes.description}>{service.description}</p>
      ) : null}
      {withDetails ? (
        // The service's own page (issue 29), for a new tab, a shared link and search engines;
        // the title keeps opening the quick view.
        <Link
          to={`/services/${service.id}`}
          className={classes.pageLink}
          onClick={(event) => event.stopPropagation()}
          aria-label={`${CATALOGUE_TEXTS.servicePage}: ${service.title}`}
          data-testid="service-page-link"
        >
          {CATALOGUE_TEXTS.servicePage}
        </Link>
      ) : null}
      <p className={classes.price} data-testid="service-price">
        {servicePriceText(service)}
      </p>
      <OrderButtons target={orderTargetOf(service)} />
    </div>
  );

  if (!tooltip) return card();
  // Hover anywhere on the card or keyboard focus on its title shows it; a tap opens the details.
  return (
    <HintTooltip
      label={tooltip}
      width={280}
      openDelay={400}
      toggleOnTap={false}
      className={classes.tooltipRoot}
    >
      {(tooltipId) => card(tooltipId)}
    </HintTooltip>
  );
}
