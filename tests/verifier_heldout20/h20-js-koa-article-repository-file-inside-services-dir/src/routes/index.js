const Router = require('@koa/router');
const articleService = require('../services/articleService');
const profileService = require('../services/profileService');

const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.get('/articles', async (ctx) => { ctx.body = await articleService.list(ctx.query); });
router.get('/articles/:slug', async (ctx) => { ctx.body = { article: await articleService.get(ctx.params.slug) }; });
router.get('/profiles/:username', async (ctx) => {
  const profile = await profileService.get(ctx.params.username);
  if (!profile) ctx.throw(404);
  ctx.body = { profile };
});

module.exports = router;
