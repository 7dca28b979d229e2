import { Hono } from 'hono';
import * as accounts from '../services/accounts.js';

export const users = new Hono();

users.post('/users', async (c) => {
  const result = await accounts.register((await c.req.json()).user ?? {});
  return c.json(result, result.errors ? 422 : 201);
});

users.post('/users/login', async (c) => {
  const result = await accounts.login((await c.req.json()).user ?? {});
  return result ? c.json(result) : c.json({ errors: { 'email or password': ['is invalid'] } }, 401);
});
