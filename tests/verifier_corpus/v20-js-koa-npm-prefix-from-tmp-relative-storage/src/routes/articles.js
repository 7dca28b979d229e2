const Router = require('@koa/router');
const { Article, Tag } = require('../models');

const router = new Router({ prefix: '/api/articles' });

const slugify = (title) => `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
const present = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body,
  tagList: (a.tags || []).map((t) => t.name), createdAt: a.createdAt, updatedAt: a.updatedAt,
});

router.get('/:slug', async (ctx) => {
  const article = await Article.findOne({ where: { slug: ctx.params.slug }, include: [{ model: Tag, as: 'tags' }] });
  if (!article) { ctx.status = 404; ctx.body = { errors: { article: ['not found'] } }; return; }
  ctx.body = { article: present(article) };
});

router.post('/', async (ctx) => {
  const input = (ctx.request.body && ctx.request.body.article) || {};
  if (!input.title || !input.description || !input.body) {
    ctx.status = 422; ctx.body = { errors: { body: ["can't be blank"] } }; return;
  }
  const article = await Article.create({ slug: slugify(input.title), title: input.title, description: input.description, body: input.body });
  const tags = await Promise.all((input.tagList || []).map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
  await article.setTags(tags);
  await article.reload({ include: [{ model: Tag, as: 'tags' }] });
  ctx.status = 201;
  ctx.body = { article: present(article) };
});

module.exports = router;
