import { Hono } from 'hono';
import { zValidator } from '@hono/zod-validator';
import { NewUserSchema, LoginSchema } from '../models/user.schema';
import type { User } from '../models/user';
import * as userService from '../services/user.service';

const toJson = (u: User) => ({ user: { username: u.username, email: u.email, bio: u.bio, image: u.image, token: `t.${u.id}` } });

export const users = new Hono();
users.post('/', zValidator('json', NewUserSchema), async (c) => c.json(toJson(await userService.register(c.req.valid('json').user)), 201));
users.post('/login', zValidator('json', LoginSchema), async (c) => {
  const { email, password } = c.req.valid('json').user;
  const u = await userService.login(email, password);
  return u ? c.json(toJson(u)) : c.json({ errors: { body: ['invalid credentials'] } }, 401);
});
