const { Article, User } = require('../models');

async function list({ author, limit = 20, offset = 0 }) {
  const include = [{ model: User, as: 'author', where: author ? { username: author } : undefined }];
  const { rows, count } = await Article.findAndCountAll({ include, limit, offset, order: [['createdAt', 'DESC']] });
  return { articles: rows, articlesCount: count };
}

async function create(authorId, { title, description, body }) {
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  return Article.create({ slug, title, description, body, authorId });
}

module.exports = { list, create };
