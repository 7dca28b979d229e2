const Router = require('@koa/router');
const jwt = require('jsonwebtoken');
const articleService = require('../services/article.service');
const articleRepository = require('../repositories/article.repository');

const router = new Router({ prefix: '/articles' });

async function requireArticle(ctx, next) {
  if (!(await articleRepository.findBySlug(ctx.params.slug))) {
    ctx.status = 404;
    ctx.body = { errors: { body: ['article not found'] } };
    return;
  }
  await next();
}

function requireUser(ctx, next) {
  try {
    ctx.state.userId = jwt.verify(ctx.get('Authorization').replace('Token ', ''), process.env.JWT_SECRET || 's').id;
  } catch {
    ctx.throw(401, 'unauthorized');
  }
  return next();
}

router.put('/:slug', requireUser, requireArticle, async (ctx) => {
  ctx.body = { article: await articleService.update(ctx.state.userId, ctx.params.slug, ctx.request.body.article || {}) };
});

router.delete('/:slug', requireUser, requireArticle, async (ctx) => {
  await articleService.remove(ctx.state.userId, ctx.params.slug);
  ctx.status = 204;
});

module.exports = router;
