const { Op } = require('sequelize');
const { Article, User } = require('../models');

const withAuthor = { model: User, as: 'author' };

module.exports = {
  async list({ author, limit, offset }) {
    const include = author ? [{ ...withAuthor, where: { username: author } }] : [withAuthor];
    return Article.findAndCountAll({ include, limit, offset, order: [['createdAt', 'DESC']] });
  },
  async findBySlug(slug) {
    return Article.findOne({ where: { slug }, include: [withAuthor] });
  },
  async slugTaken(slug) {
    return (await Article.count({ where: { slug: { [Op.eq]: slug } } })) > 0;
  },
  async create(fields) {
    const article = await Article.create(fields);
    return this.findBySlug(article.slug);
  },
};
