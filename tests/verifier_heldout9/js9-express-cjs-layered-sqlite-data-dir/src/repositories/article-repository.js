const { Article, User, Tag } = require('../models');

const withAuthorAndTags = [
  { model: User, as: 'author' },
  { model: Tag, as: 'tags', through: { attributes: [] } },
];

async function findBySlug(slug) {
  return Article.findOne({ where: { slug }, include: withAuthorAndTags });
}

async function list({ tag, author, limit, offset }) {
  const include = [
    { model: User, as: 'author', ...(author ? { where: { username: author } } : {}) },
    { model: Tag, as: 'tags', through: { attributes: [] }, ...(tag ? { where: { name: tag } } : {}) },
  ];
  const { rows, count } = await Article.findAndCountAll({
    include, limit, offset, order: [['createdAt', 'DESC']], distinct: true,
  });
  return { articles: rows, articlesCount: count };
}

async function create(fields, tagNames) {
  const article = await Article.create(fields);
  if (tagNames.length) {
    const tags = await Promise.all(tagNames.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
    await article.setTags(tags);
  }
  return findBySlug(article.slug);
}

async function remove(article) {
  await article.destroy();
}

async function favoritesCount(article) {
  return article.countFavoritedBy();
}

async function isFavoritedBy(article, userId) {
  if (!userId) return false;
  return (await article.countFavoritedBy({ where: { id: userId } })) > 0;
}

module.exports = { findBySlug, list, create, remove, favoritesCount, isFavoritedBy };
