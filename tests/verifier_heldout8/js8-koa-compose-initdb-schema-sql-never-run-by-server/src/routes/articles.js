const Router = require('@koa/router');
const { Op, Article, User } = require('../models');

const router = new Router({ prefix: '/articles' });

const json = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

router.get('/', async (ctx) => {
  const { tag, author, limit = 20, offset = 0 } = ctx.query;
  const where = {};
  if (tag) where.tagList = { [Op.contains]: [tag] };
  const include = [{ model: User, as: 'author', ...(author ? { where: { username: author } } : {}) }];
  const { rows, count } = await Article.findAndCountAll({
    where, include, limit: Number(limit), offset: Number(offset), order: [['createdAt', 'DESC']],
  });
  ctx.body = { articles: rows.map(json), articlesCount: count };
});

router.get('/:slug', async (ctx) => {
  const a = await Article.findOne({ where: { slug: ctx.params.slug }, include: [{ model: User, as: 'author' }] });
  if (!a) {
    ctx.status = 404;
    ctx.body = { errors: { article: ['not found'] } };
    return;
  }
  ctx.body = { article: json(a) };
});

module.exports = router;
