const { Article } = require('../models/article');
const { User } = require('../models/user');

const withAuthor = { include: [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }] };

async function findBySlug(slug) {
  return Article.findOne({ where: { slug }, ...withAuthor });
}

async function listRecent(limit, offset) {
  return Article.findAndCountAll({ order: [['createdAt', 'DESC']], limit, offset, ...withAuthor });
}

async function create(fields) {
  const article = await Article.create(fields);
  return findBySlug(article.slug);
}

async function remove(article) {
  await article.destroy();
}

module.exports = { findBySlug, listRecent, create, remove };
