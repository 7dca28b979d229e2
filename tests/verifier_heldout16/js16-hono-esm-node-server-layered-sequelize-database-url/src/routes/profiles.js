import { Hono } from 'hono';
import { verify } from 'hono/jwt';
import { getProfile, setFollow, ProfileNotFound } from '../services/profile-service.js';

const SECRET = process.env.JWT_SECRET ?? 'conduit';
export const profiles = new Hono();

async function viewerId(c) {
  const header = c.req.header('Authorization') ?? '';
  if (!header.startsWith('Token ')) return null;
  try { return (await verify(header.slice(6), SECRET)).id; } catch { return null; }
}

profiles.onError((err, c) => {
  if (err instanceof ProfileNotFound) return c.json({ errors: { body: ['profile not found'] } }, 404);
  throw err;
});

profiles.get('/:username', async (c) =>
  c.json({ profile: await getProfile(c.req.param('username'), await viewerId(c)) }));

profiles.post('/:username/follow', async (c) => {
  const id = await viewerId(c);
  if (!id) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  return c.json({ profile: await setFollow(c.req.param('username'), id, true) });
});

profiles.delete('/:username/follow', async (c) => {
  const id = await viewerId(c);
  if (!id) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  return c.json({ profile: await setFollow(c.req.param('username'), id, false) });
});
