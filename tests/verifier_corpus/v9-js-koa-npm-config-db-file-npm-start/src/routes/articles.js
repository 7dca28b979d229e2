const Router = require('@koa/router');
const Article = require('../models/article');
const Tag = require('../models/tag');

const router = new Router();

const view = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body,
  tagList: (a.tags || []).map((t) => t.name), createdAt: a.createdAt, updatedAt: a.updatedAt,
  favorited: false, favoritesCount: 0,
});

router.get('/articles', async (ctx) => {
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: Tag, as: 'tags' }],
    order: [['createdAt', 'DESC']],
    limit: Number(ctx.query.limit) || 20,
    offset: Number(ctx.query.offset) || 0,
    distinct: true,
  });
  ctx.body = { articles: rows.map(view), articlesCount: count };
});

router.post('/articles', async (ctx) => {
  const input = ctx.request.body.article || {};
  const slug = `${String(input.title).toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`;
  const article = await Article.create({ ...input, slug });
  const tags = await Promise.all((input.tagList || []).map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
  await article.setTags(tags);
  ctx.status = 201;
  ctx.body = { article: view(await Article.findByPk(article.id, { include: [{ model: Tag, as: 'tags' }] })) };
});

module.exports = router;
