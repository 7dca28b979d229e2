const Router = require('@koa/router');
const userService = require('../services/userService');
const articleService = require('../services/articleService');

const router = new Router({ prefix: '/api' });

async function auth(ctx, next) {
  const header = ctx.get('Authorization');
  try {
    ctx.state.userId = userService.verify(header.replace(/^Token /, '')).id;
  } catch (err) {
    ctx.throw(401, 'invalid token');
  }
  await next();
}

const userBody = (u) => ({ user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: userService.sign(u) } });
const articleBody = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

router.get('/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});

router.post('/users', async (ctx) => {
  ctx.status = 201;
  ctx.body = userBody(await userService.register(ctx.request.body.user));
});

router.post('/users/login', async (ctx) => {
  const user = await userService.login(ctx.request.body.user);
  if (!user) ctx.throw(401, 'invalid credentials');
  ctx.body = userBody(user);
});

router.get('/user', auth, async (ctx) => {
  ctx.body = userBody(await userService.current(ctx.state.userId));
});

router.get('/articles', async (ctx) => {
  const { rows, count } = await articleService.list(ctx.query);
  ctx.body = { articles: rows.map(articleBody), articlesCount: count };
});

router.post('/articles', auth, async (ctx) => {
  ctx.status = 201;
  ctx.body = { article: articleBody(await articleService.create(ctx.state.userId, ctx.request.body.article)) };
});

router.get('/articles/:slug', async (ctx) => {
  const article = await articleService.get(ctx.params.slug);
  if (!article) ctx.throw(404, 'article not found');
  ctx.body = { article: articleBody(article) };
});

router.get('/tags', async (ctx) => {
  ctx.body = { tags: await articleService.tags() };
});

module.exports = router;
