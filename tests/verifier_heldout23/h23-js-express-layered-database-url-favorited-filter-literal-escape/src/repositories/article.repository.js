const { Op } = require('sequelize');
const { sequelize, Article, User, Tag, Favorite } = require('../models');

const include = [
  { model: User, as: 'author' },
  { model: Tag, as: 'tags', through: { attributes: [] } },
];

async function findBySlug(slug) {
  return Article.findOne({ where: { slug }, include });
}

function filters({ tag, author, favorited }) {
  const and = [];
  if (author) {
    and.push(sequelize.literal(
      `"Article"."authorId" = (SELECT id FROM users WHERE username = ${sequelize.escape(author)})`,
    ));
  }
  if (favorited) {
    and.push(sequelize.literal(
      `EXISTS (SELECT 1 FROM favorites f JOIN users u ON u.id = f."userId"
                WHERE f."articleId" = "Article"."id" AND u.username = ${sequelize.escape(favorited)})`,
    ));
  }
  if (tag) {
    and.push(sequelize.literal(
      `EXISTS (SELECT 1 FROM article_tags x JOIN tags t ON t.id = x."tagId"
                WHERE x."articleId" = "Article"."id" AND t.name = ${sequelize.escape(tag)})`,
    ));
  }
  return and.length ? { [Op.and]: and } : {};
}

async function list({ tag, author, favorited, limit = 20, offset = 0 }) {
  return Article.findAndCountAll({
    where: filters({ tag, author, favorited }),
    include,
    order: [['createdAt', 'DESC']],
    limit,
    offset,
    distinct: true,
  });
}

async function feed(authorIds, { limit = 20, offset = 0 }) {
  return Article.findAndCountAll({
    where: { authorId: { [Op.in]: authorIds } },
    include, order: [['createdAt', 'DESC']], limit, offset, distinct: true,
  });
}

async function create(data, tagNames) {
  const article = await Article.create(data);
  if (tagNames && tagNames.length) {
    const tags = await Promise.all(tagNames.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
    await article.setTags(tags);
  }
  return findBySlug(article.slug);
}

async function update(article, changes) {
  await article.update(changes);
  return findBySlug(article.slug);
}

async function remove(article) {
  await article.destroy();
}

async function favoritesCount(articleId) {
  return Favorite.count({ where: { articleId } });
}

async function isFavorited(articleId, userId) {
  if (!userId) return false;
  return (await Favorite.count({ where: { articleId, userId } })) > 0;
}

async function favorite(articleId, userId) {
  await Favorite.findOrCreate({ where: { articleId, userId } });
}

async function unfavorite(articleId, userId) {
  await Favorite.destroy({ where: { articleId, userId } });
}

module.exports = { findBySlug, list, feed, create, update, remove, favoritesCount, isFavorited, favorite, unfavorite };
