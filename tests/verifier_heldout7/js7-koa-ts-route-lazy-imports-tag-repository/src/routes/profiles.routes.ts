import Router from '@koa/router';
import { getProfile } from '../services/profile.service';

export const profilesRouter = new Router();

profilesRouter.get('/profiles/:username', async (ctx) => {
  ctx.body = { profile: await getProfile(ctx.params.username) };
});
