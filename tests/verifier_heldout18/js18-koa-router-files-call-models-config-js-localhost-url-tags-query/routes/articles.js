const Router = require('@koa/router');
const { QueryTypes } = require('sequelize');
const { sequelize, Article, User, Tag } = require('../models');
const slugify = require('../services/slug');

const router = new Router();

router.post('/articles', async (ctx) => {
  const { title, description, body, tagList = [] } = ctx.request.body.article;
  const article = await Article.create({ title, description, body, slug: slugify(title), authorId: ctx.state.user.id });
  for (const name of tagList) {
    const [tag] = await Tag.findOrCreate({ where: { name } });
    await article.addTag(tag);
  }
  ctx.status = 201;
  ctx.body = { article: await Article.findByPk(article.id, { include: [{ model: User, as: 'author' }, { model: Tag, as: 'tags' }] }) };
});

router.get('/tags', async (ctx) => {
  const rows = await sequelize.query('SELECT name FROM "Tags" ORDER BY name', { type: QueryTypes.SELECT });
  ctx.body = { tags: rows.map((r) => r.name) };
});

module.exports = router;
