import { Hono } from 'hono';
import { registerSchema } from './user.schemas.js';
import { userService } from '../services/user.service.js';

export const userRoutes = new Hono();
userRoutes.post('/users', async (c) => {
  const parsed = registerSchema.safeParse(await c.req.json());
  if (!parsed.success) return c.json({ errors: { body: parsed.error.issues.map((i) => i.message) } }, 422);
  return c.json({ user: await userService.register(parsed.data.user) }, 201);
});
