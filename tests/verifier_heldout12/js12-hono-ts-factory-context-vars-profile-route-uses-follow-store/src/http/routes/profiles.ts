import { factory } from '../env.js';

export const profileRoutes = factory.createApp();

profileRoutes.get('/profiles/:username', async (c) => {
  const found = await c.var.profiles.find(c.req.param('username'), c.var.userId);
  if (!found) return c.json({ errors: { profile: ['not found'] } }, 404);
  return c.json({ profile: found.view });
});

profileRoutes.post('/profiles/:username/follow', async (c) => {
  if (!c.var.userId) return c.json({ errors: { token: ['required'] } }, 401);
  const found = await c.var.profiles.find(c.req.param('username'), c.var.userId);
  if (!found) return c.json({ errors: { profile: ['not found'] } }, 404);
  await c.var.follows.add(c.var.userId, found.id);
  return c.json({ profile: { ...found.view, following: true } });
});

profileRoutes.delete('/profiles/:username/follow', async (c) => {
  if (!c.var.userId) return c.json({ errors: { token: ['required'] } }, 401);
  const found = await c.var.profiles.find(c.req.param('username'), c.var.userId);
  if (!found) return c.json({ errors: { profile: ['not found'] } }, 404);
  await c.var.follows.remove(c.var.userId, found.id);
  return c.json({ profile: { ...found.view, following: false } });
});
