import type { AutoLawyerService } from "../../../domain/catalogue/service-schemas.ts";
import { AutoLawyerCardView } from "../../ui/auto-lawyer-card-view.tsx";
import { OrderButtons } from "../../ui/order-buttons.tsx";
import { autoLawyerOrderTarget } from "./use-auto-lawyer-services.ts";

interface AutoLawyerCardProps {
  service: AutoLawyerService;
  onBeforeAction?: () => void;
}

export function AutoLawyerCard({ service, onBeforeAction }: AutoLawyerCardProps) {
  return (
    <AutoLawyerCardView service={service}>
      <OrderButtons target={autoLawyerOrderTarget(service)} onBeforeAction={onBeforeAction} />
    </AutoLawyerCardView>
  );
}
