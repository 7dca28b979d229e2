const Router = require('@koa/router');
const jwt = require('jsonwebtoken');

const SECRET = process.env.JWT_SECRET || 'orm2';

module.exports = ({ Article }) => {
  const router = new Router();

  const view = (a) => ({
    slug: a.slug,
    title: a.title,
    description: a.description,
    body: a.body,
    tagList: a.tagList || [],
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    favorited: false,
    favoritesCount: 0,
    author: a.author
      ? { username: a.author.username, bio: a.author.bio || null, image: a.author.image || null, following: false }
      : null,
  });

  router.get('/articles', async (ctx) => {
    const limit = Number(ctx.query.limit) || 20;
    const offset = Number(ctx.query.offset) || 0;
    const rows = await Article.find({}, { offset }).order('-createdAt').limit(limit).runAsync();
    const count = await Article.countAsync();
    ctx.body = { articles: rows.map(view), articlesCount: count };
  });

  router.get('/articles/:slug', async (ctx) => {
    const [a] = await Article.findAsync({ slug: ctx.params.slug });
    if (!a) ctx.throw(404, 'not found');
    ctx.body = { article: view(a) };
  });

  router.post('/articles', async (ctx) => {
    const m = /^Token (.+)$/.exec(ctx.get('Authorization'));
    if (!m) ctx.throw(401, 'unauthorized');
    const { id } = jwt.verify(m[1], SECRET);
    const { title, description, body, tagList = [] } = ctx.request.body.article || {};
    const now = new Date();
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${now.getTime()}`;
    await Article.createAsync({ slug, title, description, body, tagList, author_id: id, createdAt: now, updatedAt: now });
    const [a] = await Article.findAsync({ slug });
    ctx.status = 201;
    ctx.body = { article: view(a) };
  });

  router.get('/tags', async (ctx) => {
    const rows = await Article.findAsync({});
    ctx.body = { tags: [...new Set(rows.flatMap((a) => a.tagList || []))] };
  });

  return router;
};
