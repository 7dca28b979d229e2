const favorites = require('../repositories/favoriteRepository');

class NotFound extends Error {}

async function setFavorite(slug, userId, on, transaction) {
  const article = await favorites.findArticle(slug, transaction);
  if (!article) throw new NotFound(slug);
  await (on ? favorites.add(userId, article, transaction) : favorites.remove(userId, article, transaction));
  await article.reload({ transaction });
  return {
    slug: article.slug, title: article.title,
    favorited: await favorites.isFavorited(userId, article, transaction), favoritesCount: article.favoritesCount,
  };
}

module.exports = { NotFound, setFavorite };
