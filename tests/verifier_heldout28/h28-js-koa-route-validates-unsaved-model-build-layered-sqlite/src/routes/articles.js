const Router = require('@koa/router');
const articleService = require('../services/articles');
const userService = require('../services/users');
const { articleInputErrors } = require('./validation');

const router = new Router();

async function requireUser(ctx, next) {
  try {
    ctx.state.userId = userService.verify(ctx.get('Authorization').replace(/^Token /, ''));
  } catch (_) {
    ctx.throw(401, 'unauthorized');
  }
  await next();
}

router.get('/articles', async (ctx) => {
  ctx.body = await articleService.list(ctx.query);
});

router.post('/articles', requireUser, async (ctx) => {
  const input = (ctx.request.body && ctx.request.body.article) || {};
  const errors = await articleInputErrors(input, ['title', 'description', 'body']);
  if (errors) {
    ctx.status = 422;
    ctx.body = { errors: { body: errors } };
    return;
  }
  ctx.status = 201;
  ctx.body = { article: await articleService.create(ctx.state.userId, input) };
});

router.put('/articles/:slug', requireUser, async (ctx) => {
  const changes = (ctx.request.body && ctx.request.body.article) || {};
  const fields = ['title', 'description', 'body'].filter((f) => f in changes);
  const errors = fields.length ? await articleInputErrors(changes, fields) : null;
  if (errors) {
    ctx.status = 422;
    ctx.body = { errors: { body: errors } };
    return;
  }
  const result = await articleService.update(ctx.params.slug, ctx.state.userId, changes);
  if (result.status !== 200) ctx.throw(result.status);
  ctx.body = { article: result.article };
});

module.exports = router;
