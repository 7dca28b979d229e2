import { Hono } from 'hono';

export function userRoutes({ userService }) {
  const r = new Hono();
  r.post('/users', async (c) => c.json({ user: await userService.register((await c.req.json()).user) }, 201));
  r.post('/users/login', async (c) => {
    const user = await userService.login((await c.req.json()).user);
    return user ? c.json({ user }) : c.json({ errors: { credentials: ['invalid'] } }, 401);
  });
  return r;
}
