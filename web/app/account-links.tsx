import { Badge, Button, Group, Stack, VisuallyHidden } from "@mantine/core";
import { IconBriefcase, IconLogout, IconUserCircle } from "@tabler/icons-react";
import { type ReactNode, Suspense } from "react";
import { Link, useNavigate } from "react-router";
import { homePathOf, isExecutorRole } from "../../domain/users/users.ts";
import { useAuth } from "../lib/auth.ts";
import { UnreadCountSource, useExecutorUnreadCount } from "./use-executor-unread-count.ts";

interface AccountLinksProps {
  /** Row in the header, column in the mobile menu. */
  layout: "row" | "column";
  /** Called after any of the links is used (the mobile menu closes itself). */
  onNavigate?: () => void;
}

function UnreadBadge({ count }: { count: number }) {
  return (
    <Badge color="red" size="sm" circle={count < 10}>
      {count > 99 ? "99+" : count}
      <VisuallyHidden> непрочитанных сообщений</VisuallyHidden>
    </Badge>
  );
}

/**
 * Its own component so the unread counter and its push connection run only for an executor,
 * never for clients and guests.
 */
function ExecutorCabinetButton({
  fullWidth,
  onNavigate,
}: {
  fullWidth: boolean;
  onNavigate?: () => void;
}) {
  const unread = useExecutorUnreadCount();
  return (
    <>
      <Suspense fallback={null}>
        <UnreadCountSource />
      </Suspense>
      <Button
        component={Link}
        to="/executor-dashboard"
        leftSection={<IconBriefcase size={18} />}
        rightSection={unread > 0 ? <UnreadBadge count={unread} /> : null}
        fullWidth={fullWidth}
        onClick={onNavigate}
      >
        Кабинет исполнителя
      </Button>
    </>
  );
}

function Wrapper({
  layout,
  children,
}: {
  layout: AccountLinksProps["layout"];
  children: ReactNode;
}) {
  return layout === "row" ? (
    <Group gap="xs" wrap="nowrap">
      {children}
    </Group>
  ) : (
    <Stack gap="xs">{children}</Stack>
  );
}

/** The right side of the header: sign-in links for guests, the cabinet and «Выход» for users. */
export function AccountLinks({ layout, onNavigate }: AccountLinksProps) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const fullWidth = layout === "column";

  // While a stored token is being checked we do not know who this is: show nothing, not guest links.
  if (user === undefined) return null;

  if (user === null) {
    return (
      <Wrapper layout={layout}>
        <Button
          component={Link}
          to="/login"
          variant="default"
          fullWidth={fullWidth}
          onClick={onNavigate}
        >
          Вход
        </Button>
        <Button component={Link} to="/register" fullWidth={fullWidth} onClick={onNavigate}>
          Регистрация
        </Button>
      </Wrapper>
    );
  }

  const executor = isExecutorRole(user.role);
  const handleLogout = async () => {
    onNavigate?.();
    await logout();
    navigate("/");
  };

  return (
    <Wrapper layout={layout}>
      {executor ? (
        <ExecutorCabinetButton fullWidth={fullWidth} onNavigate={onNavigate} />
      ) : (
        <Button
          component={Link}
          to={homePathOf(user)}
          leftSection={<IconUserCircle size={18} />}
          fullWidth={fullWidth}
          onClick={onNavigate}
        >
          Личный кабинет
        </Button>
      )}
      <Button
        variant="default"
        leftSection={<IconLogout size={18} />}
        fullWidth={fullWidth}
        onClick={handleLogout}
      >
        Выход
      </Button>
    </Wrapper>
  );
}
