/** «Сотрудники» API shapes (issue 30 §1): server validation, OpenAPI and the web's types. */
import { z } from "zod";
import { AUTH_TEXTS } from "../users/auth-texts.ts";
import { email, password } from "../users/user-schemas.ts";
import { MAX_OPEN_CHATS_LIMIT, STAFF_ROLES, STAFF_TEXTS as T } from "./staff.ts";

const role = z.enum(STAFF_ROLES, { error: T.roleInvalid });

export const staffMemberSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  role,
  is_active: z.boolean(),
  /** Chats assigned to them and not completed. */
  open_chats: z.number().int(),
  max_open_chats: z.number().int(),
  /** Whether chats are given to them; off for an administrator who is no lawyer (issue 44 §3). */
  accepts_chats: z.boolean(),
  /** Their latest request in the cabinet (to the minute), or null when never signed in. */
  last_seen_at: z.string().nullable(),
  /** The clients' ratings of their work (issue 30 §5): how many, and the average 1–5. */
  ratings: z.number().int(),
  rating_average: z.number().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

const fullName = z
  .string({ error: AUTH_TEXTS.fullNameRequired })
  .trim()
  .min(1, { error: AUTH_TEXTS.fullNameRequired })
  .max(200, { error: AUTH_TEXTS.fullNameTooLong });

export const staffInvitationRequestSchema = z.object({
  email,
  full_name: fullName,
  role,
});
export type StaffInvitationRequest = z.infer<typeof staffInvitationRequestSchema>;

export const staffInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  role,
  expires_at: z.string(),
  created_at: z.string(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

export const staffListSchema = z.object({
  items: z.array(staffMemberSchema),
  /** Invitations not yet accepted and not expired (administrators only; empty for lawyers). */
  invitations: z.array(staffInvitationSchema),
});
export type StaffList = z.infer<typeof staffListSchema>;

const maxOpenChats = z
  .number({ error: T.maxOpenChatsInvalid })
  .int({ error: T.maxOpenChatsInvalid })
  .min(1, { error: T.maxOpenChatsInvalid })
  .max(MAX_OPEN_CHATS_LIMIT, { error: T.maxOpenChatsInvalid });

export const staffUpdateSchema = z
  .object({
    is_active: z.boolean().optional(),
    role: role.optional(),
    max_open_chats: maxOpenChats.optional(),
    /** Off: no chat is given to them and their open ones go back to the queue (issue 44 §3). */
    accepts_chats: z.boolean({ error: T.nothingToChange }).optional(),
    /** Switching someone off: the colleague who takes their open chats (else they go to the queue). */
    reassign_to: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  })
  .refine(
    (body) =>
      body.is_active !== undefined ||
      body.role !== undefined ||
      body.max_open_chats !== undefined ||
      body.accepts_chats !== undefined,
    { error: T.nothingToChange },
  );
export type StaffUpdate = z.infer<typeof staffUpdateSchema>;

/**
 * A member of staff's own profile (issue 44 §3): the name clients and colleagues read, and whether
 * they take chats — the operator sets both in the first-run setup.
 */
export const ownProfileUpdateSchema = z
  .object({
    full_name: fullName.optional(),
    accepts_chats: z.boolean({ error: T.nothingToChange }).optional(),
  })
  .refine((body) => body.full_name !== undefined || body.accepts_chats !== undefined, {
    error: T.nothingToChange,
  });
export type OwnProfileUpdate = z.infer<typeof ownProfileUpdateSchema>;

export const acceptStaffInvitationSchema = z.object({
  token: z.string().max(200),
  password,
});
export type AcceptStaffInvitation = z.infer<typeof acceptStaffInvitationSchema>;

/** Hands a chat to a colleague (issue 30 §2); null returns it to the queue. */
export const chatAssigneeSchema = z.object({
  user_id: z
    .number({ error: T.assigneeInvalid })
    .int({ error: T.assigneeInvalid })
    .positive({ error: T.assigneeInvalid })
    .max(2_147_483_647, { error: T.assigneeInvalid })
    .nullable(),
});

/** «Все юристы видят все чаты»: the value in force and whether it follows the team by default. */
export const staffSettingsSchema = z.object({
  all_lawyers_see_all_chats: z.boolean(),
  /** True while nobody chose: on for one working lawyer, off for several. */
  automatic: z.boolean(),
  /**
   * An administrator invited or made by an administrator sets up a second factor at the first
   * sign-in, before anything else (issue 43 §1); on unless the firm turned it off.
   */
  new_admins_need_second_factor: z.boolean(),
});
export type StaffSettings = z.infer<typeof staffSettingsSchema>;

/**
 * An administrator's choices, each optional: `all_lawyers_see_all_chats` null returns that
 * setting to its default (by the team's size).
 */
export const staffSettingsUpdateSchema = z
  .object({
    all_lawyers_see_all_chats: z.boolean({ error: T.nothingToChange }).nullable().optional(),
    new_admins_need_second_factor: z.boolean({ error: T.nothingToChange }).optional(),
  })
  .refine(
    (body) =>
      body.all_lawyers_see_all_chats !== undefined ||
      body.new_admins_need_second_factor !== undefined,
    { error: T.nothingToChange },
  );
export type StaffSettingsUpdate = z.infer<typeof staffSettingsUpdateSchema>;

/** «Сейчас смотрит»: the colleagues who have this chat open now, the caller left out. */
export const chatViewersSchema = z.object({
  viewers: z.array(z.object({ id: z.number().int(), full_name: z.string() })),
});
export type ChatViewers = z.infer<typeof chatViewersSchema>;
