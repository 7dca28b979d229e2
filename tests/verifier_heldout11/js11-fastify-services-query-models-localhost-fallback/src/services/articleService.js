const { Article, User } = require('../models');

async function getBySlug(slug) {
  const article = await Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
  if (!article) { const e = new Error('Article not found'); e.statusCode = 404; throw e; }
  return article;
}
async function create(authorId, { title, description, body }) {
  const slug = title.toLowerCase().trim().replace(/\s+/g, '-');
  return Article.create({ slug, title, description, body, authorId });
}
module.exports = { getBySlug, create };
