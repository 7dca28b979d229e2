const Router = require('@koa/router');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../store/users');
const articles = require('../store/articles');

const SECRET = process.env.JWT_SECRET || 'koa-conduit';
const router = new Router({ prefix: '/api' });

const presentUser = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });
const presentArticle = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: [],
  createdAt: a.created_at, updatedAt: a.updated_at, favorited: false, favoritesCount: a.favorites_count,
  author: { username: a.username, bio: a.bio, image: a.image, following: false },
});

const auth = async (ctx, next) => {
  try {
    ctx.state.userId = jwt.verify((ctx.get('Authorization') || '').replace(/^Token /, ''), SECRET).id;
  } catch {
    ctx.throw(401, 'unauthorized');
  }
  await next();
};

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });

router.post('/users', async (ctx) => {
  const { username, email, password } = ctx.request.body.user;
  const user = await users.create({ username, email, password: await bcrypt.hash(password, 10) });
  ctx.status = 201;
  ctx.body = { user: presentUser(user) };
});

router.post('/users/login', async (ctx) => {
  const { email, password } = ctx.request.body.user;
  const user = await users.byEmail(email);
  if (!user || !(await bcrypt.compare(password, user.password))) ctx.throw(401, 'email or password is invalid');
  ctx.body = { user: presentUser(user) };
});

router.get('/articles', async (ctx) => {
  const { rows, count } = await articles.page(Number(ctx.query.limit || 20), Number(ctx.query.offset || 0));
  ctx.body = { articles: rows.map(presentArticle), articlesCount: count };
});

router.post('/articles/:slug/favorite', auth, async (ctx) => {
  const article = await articles.bySlug(ctx.params.slug);
  if (!article) ctx.throw(404, 'article not found');
  await articles.favorite(ctx.state.userId, article.id);
  ctx.body = { article: { ...presentArticle(await articles.bySlug(ctx.params.slug)), favorited: true } };
});

module.exports = router;
