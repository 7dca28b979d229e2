import { Hono } from 'hono';
import { User, Follow } from '../models/index.js';

export const profiles = new Hono();

profiles.get('/:username', async (c) => {
  const user = await User.findOne({ where: { username: c.req.param('username') } });
  if (!user) return c.json({ errors: { body: ['profile not found'] } }, 404);
  const viewerId = Number(c.req.header('x-user-id')) || null;
  const following = viewerId ? (await Follow.count({ where: { followerId: viewerId, followingId: user.id } })) > 0 : false;
  return c.json({ profile: { username: user.username, bio: user.bio, image: user.image, following } });
});
