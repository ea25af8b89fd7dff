import { Badge, Button, Group } from "@mantine/core";

interface ToggleButtonsProps<T extends string> {
  /** The group's name for screen readers. */
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange(value: T): void;
  /** A count beside each option (reviews by status); none while unknown. */
  counts?: Record<T, number>;
}

/** One choice of a few, as toggle buttons (aria-pressed) in a row that wraps on a phone. */
export function ToggleButtons<T extends string>({
  label,
  options,
  labels,
  value,
  onChange,
  counts,
}: ToggleButtonsProps<T>) {
  return (
    <Group role="group" aria-label={label} gap={6}>
      {options.map((option) => {
        const pressed = option === value;
        return (
          <Button
            key={option}
            size="sm"
            radius="xl"
            variant={pressed ? "filled" : "default"}
            aria-pressed={pressed}
            onClick={() => onChange(option)}
            rightSection={
              counts ? (
                <Badge
                  size="sm"
                  circle={counts[option] < 10}
                  variant={pressed ? "white" : "default"}
                  color="navy.9"
                >
                  {counts[option]}
                </Badge>
              ) : undefined
            }
          >
            {labels[option]}
          </Button>
        );
      })}
    </Group>
  );
}
