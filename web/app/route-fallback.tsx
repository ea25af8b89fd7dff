import { Center, Loader } from "@mantine/core";
import classes from "./route-fallback.module.css";

/** The router's hydrate fallback: a centred spinner while the first page's code arrives. */
export function RouteFallback() {
  return (
    <Center className={classes.root} role="status" aria-label="Загрузка страницы">
      <Loader />
    </Center>
  );
}
