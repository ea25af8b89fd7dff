/**
 * The machine-readable `code` some refusals carry beside `detail`, for a screen to act on. Their own
 * module: the API client every page loads stays without them (a screen that knows a code
 * registers for it, web/api/client.ts).
 */
import { PHONE_CONFIRMATION_REQUIRED_CODE } from "./phone-auth/phone-confirmation-code.ts";

export const API_ERROR_CODES = {
  /** Prove it is you (password, and code) and send the action again (decision 049). */
  reauthenticationRequired: "reauthentication_required",
  /** Set up the second factor an administrator made you need, before anything else. */
  secondFactorSetupRequired: "second_factor_setup_required",
  /** Confirm a Russian mobile number by a code from an SMS, before anything else (issue 45 §2). */
  phoneConfirmationRequired: PHONE_CONFIRMATION_REQUIRED_CODE,
} as const;
