'use strict';
const { Article, User, Tag, Favorite } = require('../models');

const include = [
  { model: User, as: 'author', attributes: ['id', 'username', 'bio', 'image'] },
  { model: Tag, as: 'tags', attributes: ['name'], through: { attributes: [] } },
];

async function findBySlug(slug) {
  return Article.findOne({ where: { slug }, include });
}

async function create({ tagList = [], ...fields }) {
  const article = await Article.create(fields);
  if (tagList.length) {
    const tags = await Promise.all(tagList.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
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

async function favorite(userId, articleId) {
  await Favorite.findOrCreate({ where: { UserId: userId, ArticleId: articleId } });
}

async function unfavorite(userId, articleId) {
  await Favorite.destroy({ where: { UserId: userId, ArticleId: articleId } });
}

async function favoriteInfo(articleId, userId) {
  const favoritesCount = await Favorite.count({ where: { ArticleId: articleId } });
  const favorited = userId ? (await Favorite.count({ where: { ArticleId: articleId, UserId: userId } })) > 0 : false;
  return { favoritesCount, favorited };
}

module.exports = { findBySlug, create, update, remove, favorite, unfavorite, favoriteInfo };
