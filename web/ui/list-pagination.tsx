import { Group, Pagination } from "@mantine/core";

const PAGINATION_TEXTS = {
  previous: "Предыдущая страница",
  next: "Следующая страница",
  page: (page: number) => `Страница ${page}`,
} as const;

/** Pages of a long list, with named buttons; nothing when everything fits on one page. */
export function ListPagination({
  total,
  pageSize,
  page,
  onChange,
}: {
  total: number;
  pageSize: number;
  page: number;
  onChange(page: number): void;
}) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        size="sm"
        siblings={1}
        getControlProps={(control) => ({
          "aria-label": control === "previous" ? PAGINATION_TEXTS.previous : PAGINATION_TEXTS.next,
        })}
        getItemProps={(item) => ({ "aria-label": PAGINATION_TEXTS.page(item) })}
      />
    </Group>
  );
}
