import { Hono } from 'hono';
import type { ProfileService } from '../services/profile.service';
import type { AppEnv } from './env';

export function profileHandlers(profiles: ProfileService) {
  const h = new Hono<AppEnv>();
  h.get('/:username', async (c) => c.json({ profile: await profiles.get(c.req.param('username'), c.get('userId')) }));
  h.post('/:username/follow', async (c) =>
    c.json({ profile: await profiles.follow(c.req.param('username'), c.get('requireUser')(), true) }));
  h.delete('/:username/follow', async (c) =>
    c.json({ profile: await profiles.follow(c.req.param('username'), c.get('requireUser')(), false) }));
  return h;
}
