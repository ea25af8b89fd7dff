import { CONTRACT_TYPES } from "./contract-types.ts";
import { DocumentKindsPage } from "./document-kinds.tsx";

export function ContractTypesPage() {
  return (
    <DocumentKindsPage
      title="Виды договоров"
      lead="Составим договор под вашу ситуацию или проверим готовый проект: юрист учтёт требования закона, защитит ваши интересы и объяснит каждое условие. Ниже — договоры, с которыми к нам обращаются чаще всего."
      slug="contract-drafting"
      kinds={CONTRACT_TYPES}
    />
  );
}
