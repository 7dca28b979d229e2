import Router from '@koa/router';
import { authService } from '../services/auth.service';
import { profileService } from '../services/profile.service';
import { toProfileJSON } from '../models/user.model';

export const profilesRouter = new Router();

profilesRouter.get('/profiles/:username', async (ctx) => {
  const { user, following } = await profileService.get(ctx.params.username, authService.userIdFrom(ctx.get('Authorization')));
  ctx.body = { profile: toProfileJSON(user, following) };
});

profilesRouter.post('/profiles/:username/follow', async (ctx) => {
  const viewerId = authService.userIdFrom(ctx.get('Authorization'));
  if (!viewerId) return ctx.throw(401, 'unauthorized');
  const { user, following } = await profileService.follow(ctx.params.username, viewerId);
  ctx.body = { profile: toProfileJSON(user, following) };
});

profilesRouter.delete('/profiles/:username/follow', async (ctx) => {
  const viewerId = authService.userIdFrom(ctx.get('Authorization'));
  if (!viewerId) return ctx.throw(401, 'unauthorized');
  const { user, following } = await profileService.unfollow(ctx.params.username, viewerId);
  ctx.body = { profile: toProfileJSON(user, following) };
});
