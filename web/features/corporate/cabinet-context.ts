import { createContext, useContext } from "react";
import type { CabinetScope, CorporateClient } from "../../api/corporate.ts";

/** Whose cabinet the tabs show, and whether they may change anything. */
export interface CabinetView {
  scope: CabinetScope;
  /** Executor mode: everything is shown, nothing can be changed. */
  readOnly: boolean;
  /** The viewed client (executor mode only). */
  client: CorporateClient | null;
}

export const CabinetViewContext = createContext<CabinetView>({
  scope: { kind: "own" },
  readOnly: false,
  client: null,
});

export const useCabinetView = () => useContext(CabinetViewContext);
