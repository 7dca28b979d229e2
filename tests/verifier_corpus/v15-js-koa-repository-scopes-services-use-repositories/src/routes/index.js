const Router = require('@koa/router');
const userService = require('../services/userService');
const articleService = require('../services/articleService');

const router = new Router({ prefix: '/api' });

function presentArticle(a) {
  return {
    slug: a.slug, title: a.title, description: a.description, body: a.body,
    createdAt: a.createdAt, updatedAt: a.updatedAt,
    author: a.author ? { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false } : null,
  };
}

function auth(ctx) {
  const header = ctx.get('Authorization');
  if (!header.startsWith('Token ')) ctx.throw(401);
  return userService.userIdFromToken(header.slice(6));
}

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });

router.post('/users', async (ctx) => {
  ctx.status = 201;
  ctx.body = { user: await userService.register(ctx.request.body.user) };
});

router.post('/users/login', async (ctx) => {
  ctx.body = { user: await userService.login(ctx.request.body.user) };
});

router.post('/articles', async (ctx) => {
  const article = await articleService.createArticle(auth(ctx), ctx.request.body.article);
  ctx.status = 201;
  ctx.body = { article: presentArticle(article) };
});

router.get('/articles/:slug', async (ctx) => {
  ctx.body = { article: presentArticle(await articleService.getArticle(ctx.params.slug)) };
});

router.delete('/articles/:slug', async (ctx) => {
  await articleService.deleteArticle(auth(ctx), ctx.params.slug);
  ctx.status = 204;
});

module.exports = router;
