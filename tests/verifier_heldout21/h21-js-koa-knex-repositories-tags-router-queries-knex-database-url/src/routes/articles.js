const Router = require('@koa/router');
const articles = require('../services/article.service');
const router = new Router();
router.get('/articles/:slug', async (ctx) => {
  const article = await articles.get(ctx.params.slug);
  if (!article) ctx.throw(404, 'not found');
  ctx.body = { article };
});
module.exports = router;
