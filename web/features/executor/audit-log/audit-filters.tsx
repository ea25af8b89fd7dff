import { Button, Group, Select, SimpleGrid, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_ENTITY_LABELS,
  AUDIT_ENTITY_TYPES,
  type AuditAction,
  type AuditEntityType,
  AUDIT_TEXTS as T,
} from "../../../../domain/audit/audit.ts";

export interface AuditFilterValues {
  entityType: AuditEntityType | null;
  action: AuditAction | null;
  search: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilterValues = {
  entityType: null,
  action: null,
  search: "",
  from: "",
  to: "",
};

const ENTITY_OPTIONS = AUDIT_ENTITY_TYPES.map((value) => ({
  value,
  label: AUDIT_ENTITY_LABELS[value],
}));
const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] }));

interface AuditFiltersProps {
  values: AuditFilterValues;
  onChange(values: AuditFilterValues): void;
}

/** Section, act, free text and a range of Moscow days; any change starts from the first page. */
export function AuditFilters({ values, onChange }: AuditFiltersProps) {
  const set = <K extends keyof AuditFilterValues>(key: K, value: AuditFilterValues[K]) =>
    onChange({ ...values, [key]: value });
  const filtered = JSON.stringify(values) !== JSON.stringify(NO_AUDIT_FILTERS);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm">
      <Select
        label={T.entityFilter}
        placeholder={T.allEntities}
        data={ENTITY_OPTIONS}
        value={values.entityType}
        onChange={(value) => set("entityType", value as AuditEntityType | null)}
        clearable
      />
      <Select
        label={T.actionFilter}
        placeholder={T.allActions}
        data={ACTION_OPTIONS}
        value={values.action}
        onChange={(value) => set("action", value as AuditAction | null)}
        clearable
      />
      <TextInput
        label={T.search}
        leftSection={<IconSearch size={16} />}
        value={values.search}
        onChange={(event) => set("search", event.currentTarget.value)}
        type="search"
      />
      <TextInput
        label={T.from}
        type="date"
        value={values.from}
        onChange={(event) => set("from", event.currentTarget.value)}
      />
      <TextInput
        label={T.to}
        type="date"
        value={values.to}
        onChange={(event) => set("to", event.currentTarget.value)}
      />
      <Group align="flex-end">
        <Button variant="default" disabled={!filtered} onClick={() => onChange(NO_AUDIT_FILTERS)}>
          {T.resetFilters}
        </Button>
      </Group>
    </SimpleGrid>
  );
}
