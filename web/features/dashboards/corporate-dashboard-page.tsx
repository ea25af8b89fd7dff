import { RequireRole } from "../../ui/require-role.tsx";
import { CabinetOverview } from "./cabinet-overview.tsx";

const CORPORATE_CABINET_ITEMS = [
  "карточка компании с реквизитами",
  "документы организации в папках",
  "чаты с юристами и статусы заказов",
  "счета на оплату и архив готовых документов",
  "сводка по заказам компании",
] as const;

/** /corporate-dashboard: the cabinet of a sole trader or a company (spec 1 §2). */
export function CorporateDashboardPage() {
  return (
    <RequireRole area="corporate">
      {(user) => (
        <CabinetOverview
          title="Корпоративный кабинет"
          lead={
            user.company_name
              ? `${user.company_name} · ${user.full_name}`
              : `Добро пожаловать, ${user.full_name}`
          }
          intro="Корпоративный кабинет готовится к запуску. Здесь появятся:"
          items={CORPORATE_CABINET_ITEMS}
        />
      )}
    </RequireRole>
  );
}
