import { IconCar } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { AutoLawyerPrices } from "../../domain/catalogue/auto-lawyer-admin.ts";
import classes from "./auto-lawyer-card-view.module.css";
import { PriceRows } from "./auto-lawyer-price-rows.tsx";
import cardClasses from "./card.module.css";
import { IconSquare } from "./icon-square.tsx";

interface AutoLawyerCardViewProps {
  service: AutoLawyerPrices & { title: string; description: string };
  /** Under the prices: the order buttons on the site, nothing in the cabinet's preview. */
  children?: ReactNode;
}

/**
 * How one auto-lawyer service reads on /auto-lawyer and in the widget's «Показать все». The
 * public card adds its order buttons; the cabinet's editor shows it as the preview. Plain
 * elements (ui/card.module.css), not Mantine's Card and Stack: decision 044.
 */
export function AutoLawyerCardView({ service, children }: AutoLawyerCardViewProps) {
  return (
    <div className={cardClasses.card} data-testid="auto-lawyer-card">
      <div className={cardClasses.head}>
        <IconSquare icon={IconCar} size={40} glyphSize={22} />
        <h3 className={cardClasses.heading}>{service.title}</h3>
      </div>
      {service.description ? (
        <p className={`${cardClasses.clamped} ${classes.description}`}>{service.description}</p>
      ) : null}
      <div className={classes.bottom}>
        <PriceRows service={service} />
        {children}
      </div>
    </div>
  );
}
