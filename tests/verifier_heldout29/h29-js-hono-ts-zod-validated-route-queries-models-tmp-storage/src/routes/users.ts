import { Hono } from 'hono';
import { zValidator } from '@hono/zod-validator';
import { z } from 'zod';
import { userService } from '../services/user.service';

export const userRoutes = new Hono();

userRoutes.post('/users', zValidator('json', z.object({
  user: z.object({ username: z.string().min(1), email: z.string().email(), password: z.string().min(1) }),
})), async (c) => {
  const { username, email, password } = c.req.valid('json').user;
  const user = await userService.register(username, email, password);
  return user ? c.json({ user }, 201) : c.json({ errors: { email: ['has already been taken'] } }, 422);
});

userRoutes.post('/users/login', zValidator('json', z.object({
  user: z.object({ email: z.string(), password: z.string() }),
})), async (c) => {
  const { email, password } = c.req.valid('json').user;
  const user = await userService.login(email, password);
  return user ? c.json({ user }) : c.json({ errors: { body: ['invalid credentials'] } }, 401);
});
