import { Hono } from 'hono';

export function userHandlers({ users }) {
  const app = new Hono();
  app.post('/', async (c) => {
    const { user } = await c.req.json();
    return c.json({ user: await users.register(user) }, 201);
  });
  app.post('/login', async (c) => {
    const { user } = await c.req.json();
    const result = await users.login(user ?? {});
    return result ? c.json({ user: result }) : c.json({ errors: { body: ['invalid credentials'] } }, 401);
  });
  return app;
}
