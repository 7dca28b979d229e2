const { Article, User, Tag } = require('../models');

const include = [{ model: User, as: 'author' }, { model: Tag, as: 'tags', through: { attributes: [] } }];

module.exports = {
  findBySlug: (slug) => Article.findOne({ where: { slug }, include }),
  page: (limit, offset) => Article.findAndCountAll({ include, limit, offset, order: [['createdAt', 'DESC']], distinct: true }),
  async create(fields, tags) {
    const article = await Article.create(fields);
    await article.setTags(tags);
    return article;
  },
};
