import Router from '@koa/router';

export const profiles = new Router();

profiles.get('/profiles/:username', async (ctx) => {
  const profile = await ctx.state.deps.services.profiles.profile(ctx.params.username);
  if (!profile) {
    ctx.status = 404;
    ctx.body = { errors: { body: ['profile not found'] } };
    return;
  }
  ctx.body = { profile };
});
