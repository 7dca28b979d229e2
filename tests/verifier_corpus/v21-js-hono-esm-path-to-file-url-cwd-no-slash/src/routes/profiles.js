import { Hono } from 'hono';
import { User, Follow } from '../db/index.js';

export const profiles = new Hono();

profiles.post('/:username/follow', async (c) => {
  const followerId = Number(c.req.header('x-user-id'));
  if (!followerId) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  const target = await User.findOne({ where: { username: c.req.param('username') } });
  if (!target) return c.json({ errors: { profile: ['not found'] } }, 404);
  await Follow.findOrCreate({ where: { followerId, followeeId: target.id } });
  return c.json({ profile: { username: target.username, bio: target.bio, image: target.image, following: true } });
});
