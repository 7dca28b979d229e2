import { Hono } from 'hono';
import { Follow } from '../models/follow.js';

export const profiles = new Hono();

const profile = async (username, viewer) => ({
  username,
  bio: null,
  image: null,
  following: viewer ? (await Follow.count({ where: { follower: viewer, followee: username } })) > 0 : false,
});

profiles.post('/profiles/:username/follow', async (c) => {
  const viewer = c.req.header('x-username');
  if (!viewer) return c.json({ errors: { token: ['missing'] } }, 401);
  await Follow.findOrCreate({ where: { follower: viewer, followee: c.req.param('username') } });
  return c.json({ profile: await profile(c.req.param('username'), viewer) });
});

profiles.delete('/profiles/:username/follow', async (c) => {
  const viewer = c.req.header('x-username');
  if (!viewer) return c.json({ errors: { token: ['missing'] } }, 401);
  await Follow.destroy({ where: { follower: viewer, followee: c.req.param('username') } });
  return c.json({ profile: await profile(c.req.param('username'), viewer) });
});
