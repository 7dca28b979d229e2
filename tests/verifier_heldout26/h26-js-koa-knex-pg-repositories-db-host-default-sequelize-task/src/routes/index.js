const Router = require('@koa/router');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/users');
const articles = require('../repositories/articles');

const SECRET = process.env.JWT_SECRET || 'koa-knex-secret';
const router = new Router({ prefix: '/api' });

const userJson = (u) => ({ email: u.email, token: jwt.sign({ id: u.id }, SECRET), username: u.username, bio: u.bio, image: u.image });
const articleJson = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tag_list,
  createdAt: a.created_at, updatedAt: a.updated_at, favorited: false, favoritesCount: 0,
  author: { username: a.username, bio: a.bio, image: a.image, following: false },
});

router.use(async (ctx, next) => {
  const m = /^(?:Token|Bearer) (.+)$/.exec(ctx.get('Authorization'));
  if (m) {
    try { ctx.state.userId = jwt.verify(m[1], SECRET).id; } catch { /* ignore */ }
  }
  await next();
});

router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });

router.post('/users', async (ctx) => {
  const { email, username, password } = ctx.request.body.user || {};
  if (!email || !username || !password) ctx.throw(422, 'missing fields');
  const user = await users.create({ email, username, password: await bcrypt.hash(password, 10) });
  ctx.status = 201;
  ctx.body = { user: userJson(user) };
});

router.post('/users/login', async (ctx) => {
  const { email, password } = ctx.request.body.user || {};
  const user = await users.byEmail(email || '');
  if (!user || !(await bcrypt.compare(password || '', user.password))) ctx.throw(401, 'invalid credentials');
  ctx.body = { user: userJson(user) };
});

router.get('/articles', async (ctx) => {
  const { rows, count } = await articles.list({
    tag: ctx.query.tag, author: ctx.query.author,
    limit: Number(ctx.query.limit) || 20, offset: Number(ctx.query.offset) || 0,
  });
  ctx.body = { articles: rows.map(articleJson), articlesCount: count };
});

router.post('/articles', async (ctx) => {
  if (!ctx.state.userId) ctx.throw(401, 'unauthorized');
  const { title, description, body, tagList = [] } = ctx.request.body.article || {};
  if (!title || !description || !body) ctx.throw(422, 'missing fields');
  const slug = await articles.create({
    slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`,
    title, description, body, tag_list: tagList, author_id: ctx.state.userId,
  });
  ctx.status = 201;
  ctx.body = { article: articleJson(await articles.bySlug(slug)) };
});

router.get('/articles/:slug', async (ctx) => {
  const a = await articles.bySlug(ctx.params.slug);
  if (!a) ctx.throw(404, 'not found');
  ctx.body = { article: articleJson(a) };
});

router.get('/tags', async (ctx) => { ctx.body = { tags: await articles.tags() }; });

module.exports = router;
