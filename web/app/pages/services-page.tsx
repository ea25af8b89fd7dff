import { useDisclosure } from "@mantine/hooks";
import { ServicesCatalogue } from "../../features/catalogue/services-catalogue.tsx";
import { LazyMount, lazyNamed } from "../../ui/lazy-mount.tsx";

const BusinessTariffsModal = lazyNamed(
  () => import("../../features/tariffs/business-tariffs-modal.tsx"),
  "BusinessTariffsModal",
);

/**
 * «Услуги» (spec 1 §2): the catalogue, whose «Специальные услуги для бизнеса» button opens the
 * business plans. Features do not import each other, so the two meet here.
 */
export function ServicesPage() {
  const [tariffsOpened, tariffs] = useDisclosure(false);
  return (
    <>
      <ServicesCatalogue onShowBusinessTariffs={tariffs.open} />
      <LazyMount opened={tariffsOpened}>
        {(opened) => <BusinessTariffsModal opened={opened} onClose={tariffs.close} />}
      </LazyMount>
    </>
  );
}
