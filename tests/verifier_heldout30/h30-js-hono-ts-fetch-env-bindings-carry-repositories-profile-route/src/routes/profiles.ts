import { Hono } from 'hono';
import type { AppEnv } from './env.js';

export const profiles = new Hono<AppEnv>()
  .get('/profiles/:username', async (c) => {
    const viewerId = await c.env.services.auth.viewerId(c.req.header('Authorization'));
    return c.json({ profile: await c.env.services.profiles.get(c.req.param('username'), viewerId) });
  })
  .post('/profiles/:username/follow', async (c) => {
    const viewerId = await c.env.services.auth.viewerId(c.req.header('Authorization'));
    if (!viewerId) return c.json({ errors: { body: ['unauthorized'] } }, 401);
    const target = await c.env.repositories.users.byUsername(c.req.param('username'));
    if (!target) return c.json({ errors: { profile: ['not found'] } }, 404);
    await c.env.repositories.follows.add(viewerId, target.id);
    return c.json({ profile: await c.env.services.profiles.get(target.username, viewerId) });
  })
  .delete('/profiles/:username/follow', async (c) => {
    const viewerId = await c.env.services.auth.viewerId(c.req.header('Authorization'));
    if (!viewerId) return c.json({ errors: { body: ['unauthorized'] } }, 401);
    const target = await c.env.repositories.users.byUsername(c.req.param('username'));
    if (!target) return c.json({ errors: { profile: ['not found'] } }, 404);
    await c.env.repositories.follows.remove(viewerId, target.id);
    return c.json({ profile: await c.env.services.profiles.get(target.username, viewerId) });
  });
