const { Article, Tag } = require('../models');

async function findBySlug(slug) {
  return Article.findOne({ where: { slug }, include: [{ model: Tag, as: 'tags' }] });
}

async function create(fields, tagNames) {
  const article = await Article.create(fields);
  const tags = await Promise.all(tagNames.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
  await article.setTags(tags);
  return findBySlug(article.slug);
}

module.exports = { findBySlug, create };
