const { Article, User } = require('../models');

exports.list = async ({ author, limit = 20, offset = 0 }) => {
  const include = [{ model: User, as: 'author', ...(author ? { where: { username: author } } : {}) }];
  return Article.findAndCountAll({ include, limit, offset, order: [['createdAt', 'DESC']] });
};

exports.bySlug = (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });

exports.create = async (authorId, data) => {
  const slug = data.title.toLowerCase().split(/\W+/).filter(Boolean).join('-') + '-' + Math.random().toString(36).slice(2, 7);
  const article = await Article.create({ ...data, slug, authorId });
  return exports.bySlug(article.slug);
};
