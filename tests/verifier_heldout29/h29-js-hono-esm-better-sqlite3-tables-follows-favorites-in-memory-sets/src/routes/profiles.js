import { Hono } from 'hono';
import { db } from '../db.js';
import { social } from '../social.js';
import { currentUser } from '../auth.js';

const byUsername = db.prepare('SELECT * FROM users WHERE username = ?');

export const profiles = new Hono();

const profile = (u, viewer) => ({ profile: { username: u.username, bio: u.bio, image: u.image, following: social.isFollowing(viewer, u.id) } });

profiles.get('/profiles/:username', async (c) => {
  const user = byUsername.get(c.req.param('username'));
  if (!user) return c.json({ errors: { profile: ['not found'] } }, 404);
  return c.json(profile(user, await currentUser(c)));
});

profiles.post('/profiles/:username/follow', async (c) => {
  const viewer = await currentUser(c);
  if (!viewer) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  const user = byUsername.get(c.req.param('username'));
  if (!user) return c.json({ errors: { profile: ['not found'] } }, 404);
  social.follow(viewer, user.id);
  return c.json(profile(user, viewer));
});

profiles.delete('/profiles/:username/follow', async (c) => {
  const viewer = await currentUser(c);
  if (!viewer) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  const user = byUsername.get(c.req.param('username'));
  if (!user) return c.json({ errors: { profile: ['not found'] } }, 404);
  social.unfollow(viewer, user.id);
  return c.json(profile(user, viewer));
});
