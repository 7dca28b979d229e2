import { Hono } from 'hono';
import type { Services } from '../container.js';

export function userRoutes(services: Services) {
  const app = new Hono();

  app.post('/users', async (c) => {
    const { user } = await c.req.json();
    return c.json({ user: await services.users.register(user) }, 201);
  });

  app.post('/users/login', async (c) => {
    const { user } = await c.req.json();
    const result = await services.users.login(user.email, user.password);
    if (!result) return c.json({ errors: { credentials: ['invalid'] } }, 401);
    return c.json({ user: result });
  });

  return app;
}
