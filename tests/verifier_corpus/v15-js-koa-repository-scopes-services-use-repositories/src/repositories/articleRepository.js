const { Article, User } = require('../models');

const withAuthor = { include: [{ model: User, as: 'author' }] };

async function findBySlug(slug) {
  return Article.findOne({ where: { slug }, ...withAuthor });
}

// Slugs stay unique even after a soft delete, so the check must see deleted rows too.
async function slugTaken(slug) {
  const found = await Article.unscoped().findOne({ where: { slug }, paranoid: false });
  return found !== null;
}

async function create(fields) {
  const article = await Article.create(fields);
  return findBySlug(article.slug);
}

async function remove(article) {
  await article.destroy();
}

module.exports = { findBySlug, slugTaken, create, remove };
