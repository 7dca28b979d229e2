import { factory } from '../factory.js';

export const register = factory.createHandlers(async (c) => {
  const { user } = await c.req.json();
  return c.json({ user: await c.var.services.users.register(user.username, user.email, user.password) }, 201);
});

export const login = factory.createHandlers(async (c) => {
  const { user } = await c.req.json();
  const out = await c.var.services.users.login(user.email, user.password);
  return out ? c.json({ user: out }) : c.json({ errors: { 'email or password': ['is invalid'] } }, 401);
});
