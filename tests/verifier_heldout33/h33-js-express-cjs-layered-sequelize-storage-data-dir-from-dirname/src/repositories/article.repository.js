const { Article, Tag, User } = require('../models');

function findAndCount({ tag, author, limit, offset }) {
  return Article.findAndCountAll({
    include: [
      { model: Tag, as: 'tags', ...(tag ? { where: { name: tag } } : {}) },
      { model: User, as: 'author', ...(author ? { where: { username: author } } : {}) },
    ],
    order: [['createdAt', 'DESC']], limit, offset, distinct: true,
  });
}
const findBySlug = (slug) => Article.findOne({ where: { slug }, include: [{ model: Tag, as: 'tags' }] });
module.exports = { findAndCount, findBySlug };
