import { Button, Group } from "@mantine/core";
import { Link } from "react-router";

/** The two next steps offered wherever a visitor has read enough: the catalogue and how to order. */
export function StartOrderButtons() {
  return (
    <Group gap="sm">
      <Button component={Link} to="/services">
        Выбрать услугу
      </Button>
      <Button component={Link} to="/order-instructions" variant="default">
        Как заказать
      </Button>
    </Group>
  );
}
