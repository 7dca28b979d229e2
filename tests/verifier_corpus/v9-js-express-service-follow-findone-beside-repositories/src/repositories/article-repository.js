const { Article, User } = require('../models');

const withAuthor = { model: User, as: 'author', attributes: ['id', 'username', 'bio', 'image'] };

async function findBySlug(slug) {
  return Article.findOne({ where: { slug }, include: [withAuthor] });
}

async function list({ limit = 20, offset = 0 } = {}) {
  return Article.findAndCountAll({ include: [withAuthor], order: [['createdAt', 'DESC']], limit, offset });
}

async function create(fields) {
  const article = await Article.create(fields);
  return findBySlug(article.slug);
}

module.exports = { findBySlug, list, create };
