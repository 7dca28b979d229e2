import Router from '@koa/router';
import { followUser } from '../services/profile.service';

export const profileRoutes = new Router({ prefix: '/api/profiles' });

profileRoutes.post('/:username/follow', async (ctx) => {
  const profile = await followUser(ctx.state.userId, ctx.params.username);
  if (!profile) ctx.throw(404, 'profile not found');
  ctx.body = { profile };
});
