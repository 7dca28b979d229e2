const Router = require('@koa/router');
const userService = require('../services/userService');
const articleService = require('../services/articleService');
const { userJson, articleJson } = require('../serializers');

const router = new Router({ prefix: '/api' });

router.post('/users', async (ctx) => {
  try {
    const { user, token } = await userService.register(ctx.request.body.user || {});
    ctx.status = 201;
    ctx.body = userJson(user, token);
  } catch (err) {
    if (!(err instanceof userService.ServiceError)) throw err;
    ctx.status = err.status;
    ctx.body = { errors: { [err.field]: [err.message] } };
  }
});

router.get('/profiles/:username', async (ctx) => {
  const user = await userService.profile(ctx.params.username);
  if (!user) ctx.throw(404, 'profile not found');
  ctx.body = { profile: { username: user.username, bio: user.bio, image: user.image, following: false } };
});

router.get('/articles', async (ctx) => {
  const { articles, articlesCount } = await articleService.list(ctx.query);
  ctx.body = { articles: articles.map(articleJson), articlesCount };
});

router.post('/articles', async (ctx) => {
  const header = ctx.get('authorization');
  const user = header.startsWith('Token ') ? await userService.currentUser(header.slice(6)) : null;
  if (!user) ctx.throw(401, 'missing or invalid token');
  ctx.status = 201;
  ctx.body = { article: articleJson(await articleService.create(user, ctx.request.body.article || {})) };
});

module.exports = router;
