import type {
  Reauthentication,
  ReauthenticationRequest,
} from "../../domain/access/reauthentication-schemas.ts";
import { apiFetch } from "./client.ts";

/** The password (and code) that opens this session's window for sensitive actions (decision 049). */
export const reauthenticationApi = {
  prove: (body: ReauthenticationRequest) =>
    apiFetch<Reauthentication>("/auth/reauthenticate", { method: "POST", body }),
};
