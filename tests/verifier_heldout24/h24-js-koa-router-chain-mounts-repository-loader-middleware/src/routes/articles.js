const Router = require('@koa/router');
const articleService = require('../services/articleService');
const { loadBySlug } = require('../repositories/articleRepository');

const router = new Router();
const json = (a) => ({ slug: a.slug, title: a.title, description: a.description, body: a.body });

router.get('/articles/:slug', loadBySlug, (ctx) => { ctx.body = { article: json(ctx.state.article) }; });

router.put('/articles/:slug', loadBySlug, async (ctx) => {
  try {
    const a = await articleService.update(ctx.state.article, ctx.state.userId, (ctx.request.body || {}).article || {});
    ctx.body = { article: json(a) };
  } catch (e) {
    if (e instanceof articleService.Forbidden) ctx.throw(403);
    throw e;
  }
});

router.delete('/articles/:slug', loadBySlug, async (ctx) => {
  await articleService.remove(ctx.state.article, ctx.state.userId);
  ctx.status = 204;
});

module.exports = router;
