const { Article, Tag, User } = require('../models');

async function findBySlug(slug) {
  return Article.findOne({
    where: { slug },
    include: [{ model: User, as: 'author' }, { model: Tag, as: 'tags' }],
  });
}

async function list({ limit = 20, offset = 0, tag }) {
  const include = [{ model: User, as: 'author' }, { model: Tag, as: 'tags', ...(tag ? { where: { name: tag } } : {}) }];
  return Article.findAndCountAll({ include, limit, offset, order: [['createdAt', 'DESC']], distinct: true });
}

async function create(data, tagNames) {
  const article = await Article.create(data);
  if (tagNames && tagNames.length) {
    const tags = await Promise.all(tagNames.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
    await article.setTags(tags);
  }
  return findBySlug(article.slug);
}

async function remove(article) {
  await article.destroy();
}

module.exports = { findBySlug, list, create, remove };
