const favorites = require('../repositories/favoriteRepository');
const { Article } = require('../models/article');

async function toggle(userId, slug, on) {
  const row = await favorites.articleBySlug(slug);
  if (!row) return null;
  if (on) await favorites.add(userId, row.id);
  else await favorites.remove(userId, row.id);
  return new Article(row, on, await favorites.count(row.id));
}

module.exports = {
  favorite: (userId, slug) => toggle(userId, slug, true),
  unfavorite: (userId, slug) => toggle(userId, slug, false),
};
