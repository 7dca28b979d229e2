const Router = require('@koa/router');
const { QueryTypes } = require('sequelize');
const { sequelize, Article, User } = require('../lib/db');
const { requireUser } = require('./auth');

const router = new Router();

const shape = (a, author) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: [],
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: author.username, bio: author.bio, image: author.image, following: false },
});

router.get('/articles/feed', requireUser, async (ctx) => {
  const limit = Number(ctx.query.limit) || 20;
  const offset = Number(ctx.query.offset) || 0;
  const rows = await sequelize.query(
    `SELECT a.*, u.username, u.bio, u.image FROM Articles a
     JOIN Follows f ON f.followingId = a.authorId
     JOIN Users u ON u.id = a.authorId
     WHERE f.followerId = $1 ORDER BY a.createdAt DESC LIMIT $2 OFFSET $3`,
    { bind: [ctx.state.user.id, limit, offset], type: QueryTypes.SELECT },
  );
  ctx.body = {
    articles: rows.map((r) => ({ ...shape(r, r), author: { username: r.username, bio: r.bio, image: r.image, following: true } })),
    articlesCount: rows.length,
  };
});

router.post('/articles', requireUser, async (ctx) => {
  const { title, description, body } = ctx.request.body.article || {};
  const slug = `${String(title).toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
  const article = await Article.create({ slug, title, description, body, authorId: ctx.state.user.id });
  const author = await User.findByPk(ctx.state.user.id);
  ctx.status = 201;
  ctx.body = { article: shape(article, author) };
});

router.get('/articles/:slug', async (ctx) => {
  const article = await Article.findOne({ where: { slug: ctx.params.slug }, include: [{ model: User, as: 'author' }] });
  if (!article) {
    ctx.status = 404;
    ctx.body = { errors: { article: ['not found'] } };
    return;
  }
  ctx.body = { article: shape(article, article.author) };
});

module.exports = router;
