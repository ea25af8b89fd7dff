import type { CorporateOverview } from "../../../domain/corporate/corporate-schemas.ts";
import type { Db } from "../../db/client.ts";
import { countActiveOrders } from "../chat/session-service.ts";
import { countDocuments } from "./document-service.ts";
import { findProfileRow } from "./profile-service.ts";

/** The overview's figures from the real rows (the old cabinet showed fixed texts). */
export async function corporateOverview(db: Db, clientId: number): Promise<CorporateOverview> {
  const [profile, documents, active] = await Promise.all([
    findProfileRow(db, clientId),
    countDocuments(db, clientId, "organization"),
    countActiveOrders(db, clientId),
  ]);
  return { has_profile: profile !== null, documents_count: documents, active_requests: active };
}
