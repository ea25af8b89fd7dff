import { IconInfoCircle } from "@tabler/icons-react";
import type { AutoLawyerPrices } from "../../domain/catalogue/auto-lawyer-admin.ts";
import { autoLawyerPriceText, PRICE_TEXTS } from "../../domain/catalogue/services.ts";
import classes from "./auto-lawyer-price-rows.module.css";
import { HintTooltip } from "./hint-tooltip.tsx";

function PriceRow({ label, hint, value }: { label: string; hint: string; value: string }) {
  return (
    <div className={classes.row}>
      <HintTooltip label={hint} width={260} align="start">
        {(tooltipId) => (
          // A button, so keyboard and touch users can reach the explanation too.
          <button type="button" className={classes.label} aria-describedby={tooltipId}>
            {label}
            <IconInfoCircle size={14} color="var(--mantine-color-gray-5)" aria-hidden />
          </button>
        )}
      </HintTooltip>
      <span className={classes.value}>{value}</span>
    </div>
  );
}

/**
 * «под ключ» and «удаленно» prices of one auto-lawyer service, each with its explanation. Shared
 * by the public card, its detail modal and the cabinet's preview, so the preview reads the same.
 * Plain elements, not Mantine's Stack, Group and Text: decision 044.
 */
export function PriceRows({ service }: { service: AutoLawyerPrices }) {
  return (
    <div className={classes.rows} data-testid="auto-lawyer-prices">
      <PriceRow
        label={PRICE_TEXTS.fullServiceLabel}
        hint={PRICE_TEXTS.fullServiceTooltip}
        value={autoLawyerPriceText(
          service.price_full_service,
          service.hide_full_service_price,
          service.price_full_service_from,
        )}
      />
      <PriceRow
        label={PRICE_TEXTS.remoteLabel}
        hint={PRICE_TEXTS.remoteTooltip}
        value={autoLawyerPriceText(
          service.price_remote,
          service.hide_remote_price,
          service.price_remote_from,
        )}
      />
    </div>
  );
}
