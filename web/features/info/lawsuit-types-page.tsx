import { DocumentKindsPage } from "./document-kinds.tsx";
import { LAWSUIT_TYPES } from "./lawsuit-types.ts";

export function LawsuitTypesPage() {
  return (
    <DocumentKindsPage
      title="Виды исков"
      lead="Подготовим исковое заявление с расчётом требований и списком доказательств, подскажем подсудность и размер госпошлины. Споры между организациями и предпринимателями обычно требуют претензии до суда — поможем и с ней."
      slug="lawsuit-drafting"
      kinds={LAWSUIT_TYPES}
    />
  );
}
