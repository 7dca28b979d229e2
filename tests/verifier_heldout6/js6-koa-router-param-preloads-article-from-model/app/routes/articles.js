const Router = require('@koa/router');
const { Article, User } = require('../models');
const service = require('../services/article-service');
const { auth } = require('../middlewares/auth');

const router = new Router();

// Load the article once for every /articles/:slug route.
router.param('slug', async (slug, ctx, next) => {
  const article = await Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
  if (!article) {
    ctx.status = 404;
    ctx.body = { errors: { article: ['not found'] } };
    return;
  }
  ctx.state.article = article;
  await next();
});

router.get('/articles', auth(false), async (ctx) => {
  ctx.body = await service.list(ctx.query);
});

router.post('/articles', auth(), async (ctx) => {
  ctx.status = 201;
  ctx.body = { article: await service.create(ctx.state.userId, ctx.request.body.article) };
});

router.get('/articles/:slug', auth(false), async (ctx) => {
  ctx.body = { article: service.serialize(ctx.state.article) };
});

router.put('/articles/:slug', auth(), async (ctx) => {
  const result = await service.update(ctx.state.article, ctx.state.userId, ctx.request.body.article || {});
  if (result.forbidden) ctx.throw(403, 'forbidden');
  ctx.body = result;
});

router.delete('/articles/:slug', auth(), async (ctx) => {
  if (!(await service.remove(ctx.state.article, ctx.state.userId))) ctx.throw(403, 'forbidden');
  ctx.status = 204;
});

router.get('/articles/:slug/comments', auth(false), async (ctx) => {
  ctx.body = { comments: await service.comments(ctx.state.article) };
});

module.exports = router;
