const { Hono } = require('hono');
const { sequelize, Article } = require('../db');

const articles = new Hono();

articles.delete('/articles/:slug', async (c) => {
  const article = await Article.findOne({ where: { slug: c.req.param('slug') } });
  if (!article) return c.json({ errors: { article: ['not found'] } }, 404);
  await sequelize.transaction(async (transaction) => {
    await sequelize.query('DELETE FROM Comments WHERE articleId = ?', { replacements: [article.id], transaction });
    await article.destroy({ transaction });
  });
  return c.body(null, 204);
});

articles.get('/articles/:slug', async (c) => {
  const article = await Article.findOne({ where: { slug: c.req.param('slug') } });
  if (!article) return c.json({ errors: { article: ['not found'] } }, 404);
  return c.json({ article });
});

module.exports = { articles };
