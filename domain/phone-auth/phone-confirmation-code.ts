/**
 * The `code` of the 403 an account without a confirmed number meets (issue 45 §2). A module of
 * its own, the one code every page's first script knows (any call may meet it, and the layout
 * then shows the confirmation): importing error-codes.ts there would put all of them in it.
 */
export const PHONE_CONFIRMATION_REQUIRED_CODE = "phone_confirmation_required";
