import { z } from "zod";

/** The answer of an action that only reports, in Russian, what it did. */
export const messageSchema = z.object({ message: z.string() });
