const { Article, Tag } = require('../models');

exports.findBySlug = (slug) => Article.findOne({ where: { slug }, include: [{ model: Tag, as: 'tags' }] });

exports.create = async ({ title, description, body, tagList = [] }) => {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-') + '-' + Date.now();
  const article = await Article.create({ slug, title, description, body });
  const tags = await Promise.all(tagList.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
  await article.setTags(tags);
  return exports.findBySlug(slug);
};
