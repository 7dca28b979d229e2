import { Hono } from 'hono';
import { verify } from 'hono/jwt';
import { User, Follow } from '../db/index.js';

export const profiles = new Hono();

async function viewer(c) {
  const auth = c.req.header('authorization');
  if (!auth?.startsWith('Token ')) return null;
  try {
    return (await verify(auth.slice(6), process.env.JWT_SECRET)).id;
  } catch {
    return null;
  }
}

const profileOf = (user, following) => ({ username: user.username, bio: user.bio, image: user.image, following });

profiles.get('/profiles/:username', async (c) => {
  const user = await User.findOne({ where: { username: c.req.param('username') } });
  if (!user) return c.json({ errors: { body: ['profile not found'] } }, 404);
  const me = await viewer(c);
  const following = me ? (await Follow.count({ where: { followerId: me, followingId: user.id } })) > 0 : false;
  return c.json({ profile: profileOf(user, following) });
});

profiles.post('/profiles/:username/follow', async (c) => {
  const me = await viewer(c);
  if (!me) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  const user = await User.findOne({ where: { username: c.req.param('username') } });
  if (!user) return c.json({ errors: { body: ['profile not found'] } }, 404);
  await Follow.findOrCreate({ where: { followerId: me, followingId: user.id } });
  return c.json({ profile: profileOf(user, true) });
});

profiles.delete('/profiles/:username/follow', async (c) => {
  const me = await viewer(c);
  if (!me) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  const user = await User.findOne({ where: { username: c.req.param('username') } });
  if (!user) return c.json({ errors: { body: ['profile not found'] } }, 404);
  await Follow.destroy({ where: { followerId: me, followingId: user.id } });
  return c.json({ profile: profileOf(user, false) });
});
