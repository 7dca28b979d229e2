const Router = require('@koa/router');
const { Article, ArticleTag } = require('./db');
const { allTags } = require('./tags');

const router = new Router({ prefix: '/api' });

const toJson = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: (a.tags || []).map((t) => t.tag),
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
});

router.get('/tags', async (ctx) => {
  ctx.body = { tags: await allTags() };
});

router.get('/articles/:slug', async (ctx) => {
  const article = await Article.findOne({ where: { slug: ctx.params.slug }, include: [{ model: ArticleTag, as: 'tags' }] });
  if (!article) {
    ctx.status = 404;
    ctx.body = { errors: { body: ['article not found'] } };
    return;
  }
  ctx.body = { article: toJson(article) };
});

router.post('/articles', async (ctx) => {
  const { title, description, body, tagList = [] } = ctx.request.body.article || {};
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
  const article = await Article.create({ slug, title, description, body });
  await ArticleTag.bulkCreate(tagList.map((tag) => ({ articleId: article.id, tag })));
  const full = await Article.findByPk(article.id, { include: [{ model: ArticleTag, as: 'tags' }] });
  ctx.status = 201;
  ctx.body = { article: toJson(full) };
});

module.exports = router;
