import { Hono } from 'hono';
import { User, Follow } from '../db/models.js';

export const profiles = new Hono();

async function viewer(c) {
  const name = c.req.header('x-username');
  return name ? User.findOne({ where: { username: name } }) : null;
}

async function render(c, user) {
  const me = await viewer(c);
  const following = me ? (await Follow.count({ where: { followerId: me.id, followingId: user.id } })) > 0 : false;
  return { profile: { username: user.username, bio: user.bio, image: user.image, following } };
}

profiles.get('/:username', async (c) => {
  const user = await User.findOne({ where: { username: c.req.param('username') } });
  if (!user) return c.json({ errors: { profile: ['not found'] } }, 404);
  return c.json(await render(c, user));
});

profiles.post('/:username/follow', async (c) => {
  const me = await viewer(c);
  if (!me) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  const user = await User.findOne({ where: { username: c.req.param('username') } });
  if (!user) return c.json({ errors: { profile: ['not found'] } }, 404);
  await Follow.findOrCreate({ where: { followerId: me.id, followingId: user.id } });
  return c.json(await render(c, user));
});

profiles.delete('/:username/follow', async (c) => {
  const me = await viewer(c);
  if (!me) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  const user = await User.findOne({ where: { username: c.req.param('username') } });
  if (!user) return c.json({ errors: { profile: ['not found'] } }, 404);
  await Follow.destroy({ where: { followerId: me.id, followingId: user.id } });
  return c.json(await render(c, user));
});
