const { Article, Tag, User } = require('../models');

const include = [
  { model: User, as: 'author' },
  { model: Tag, as: 'tags', through: { attributes: [] } },
];

exports.bySlug = (slug) => Article.findOne({ where: { slug }, include });
exports.page = (limit, offset) => Article.findAndCountAll({ include, distinct: true, order: [['createdAt', 'DESC']], limit, offset });
exports.insert = (data) => Article.create(data);
exports.setTags = async (articleId, tags) => (await Article.findByPk(articleId)).setTags(tags);
