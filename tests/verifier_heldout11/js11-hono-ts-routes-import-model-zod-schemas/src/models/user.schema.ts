import { z } from 'zod';

export const NewUserSchema = z.object({
  user: z.object({ username: z.string().min(1), email: z.string().email(), password: z.string().min(1) }),
});
export const LoginSchema = z.object({ user: z.object({ email: z.string().email(), password: z.string().min(1) }) });
export type NewUser = z.infer<typeof NewUserSchema>['user'];
