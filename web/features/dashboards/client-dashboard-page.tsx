import { RequireRole } from "../../ui/require-role.tsx";
import { CabinetOverview } from "./cabinet-overview.tsx";

const CLIENT_CABINET_ITEMS = [
  "чаты с юристами по вашим заказам — переписка не удаляется",
  "статусы заказов и счета на оплату",
  "готовые документы: принять работу или вернуть на доработку, скачать в любой момент",
] as const;

/** /dashboard: the personal cabinet of a client (spec 1 §2); a corporate client may use it too. */
export function ClientDashboardPage() {
  return (
    <RequireRole area="client">
      {(user) => (
        <CabinetOverview
          title={`Добро пожаловать, ${user.full_name}`}
          lead="Личный кабинет"
          intro="Личный кабинет готовится к запуску. Здесь появятся:"
          items={CLIENT_CABINET_ITEMS}
        />
      )}
    </RequireRole>
  );
}
