import { z } from 'zod';

export const registerSchema = z.object({
  user: z.object({ username: z.string().min(1), email: z.string().email(), password: z.string().min(8) }),
});
export const updateUserSchema = z.object({
  user: z.object({ email: z.string().email().optional(), bio: z.string().nullable().optional(), image: z.string().nullable().optional() }),
});
