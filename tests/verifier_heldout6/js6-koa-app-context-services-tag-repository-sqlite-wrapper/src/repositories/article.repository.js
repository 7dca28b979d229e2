const { Article, Tag, User } = require('../models');

module.exports = function createArticleRepository() {
  const include = [{ model: User, as: 'author' }, { model: Tag, through: { attributes: [] } }];
  return {
    page: (limit, offset) => Article.findAndCountAll({ include, order: [['createdAt', 'DESC']], limit, offset, distinct: true }),
    bySlug: (slug) => Article.findOne({ where: { slug }, include }),
    insert: (values) => Article.create(values),
  };
};
