import { Hono } from 'hono';
import { User, Follow } from '../models';
import { toProfile } from '../services/profile.service';

export const profileHandlers = new Hono();
profileHandlers.get('/:username', async (c) => {
  const user: any = await User.findOne({ where: { username: c.req.param('username') } });
  if (!user) return c.json({ errors: { profile: ['not found'] } }, 404);
  return c.json({ profile: toProfile(user, false) });
});
profileHandlers.delete('/:username/follow', async (c) => {
  const user: any = await User.findOne({ where: { username: c.req.param('username') } });
  if (!user) return c.notFound();
  await Follow.destroy({ where: { followingId: user.id } });
  return c.json({ profile: toProfile(user, false) });
});
