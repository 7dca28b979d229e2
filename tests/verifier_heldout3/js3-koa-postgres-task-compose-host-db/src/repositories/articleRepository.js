const { Article, Tag } = require('../models');

const withTags = [{ model: Tag, as: 'tags', through: { attributes: [] } }];

exports.bySlug = (slug) => Article.findOne({ where: { slug }, include: withTags });
exports.create = async (values, tags) => {
  const article = await Article.create(values);
  await article.setTags(tags);
  return exports.bySlug(article.slug);
};
