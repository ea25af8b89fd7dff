import { Button, Stack, Text } from "@mantine/core";
import { CardGrid } from "../../ui/card-grid.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { TariffCard } from "./tariff-card.tsx";
import { useBusinessTariffs } from "./use-business-tariffs.ts";

interface TariffCardsProps {
  /** Columns from the widest breakpoint down; the modal is narrower than the page. */
  wide?: boolean;
  onBeforeAction?: () => void;
}

/** The four business plans (spec 1 §2): name, monthly price, description, two actions. */
export function TariffCards({ wide = true, onBeforeAction }: TariffCardsProps) {
  const { data, isPending, isError, refetch, isFetching } = useBusinessTariffs();

  if (isPending) return <LoadingState label="Загрузка тарифов..." />;
  if (isError || data.length === 0) {
    return (
      <Stack align="center" gap="xs" py="lg">
        <Text c="dimmed">Тарифы временно недоступны.</Text>
        {isError ? (
          <Button variant="subtle" onClick={() => refetch()} loading={isFetching}>
            Повторить
          </Button>
        ) : null}
      </Stack>
    );
  }
  return (
    <CardGrid
      cols={wide ? { base: 1, sm: 2, lg: 4 } : { base: 1, sm: 2 }}
      spacing="lg"
      data-testid="tariff-cards"
    >
      {data.map((tariff) => (
        <TariffCard key={tariff.id} tariff={tariff} onBeforeAction={onBeforeAction} />
      ))}
    </CardGrid>
  );
}
