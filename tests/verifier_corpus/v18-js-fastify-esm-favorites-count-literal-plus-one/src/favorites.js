import { sequelize, Article, Favorite } from './database.js';

export async function favorite(userId, articleId) {
  const [, created] = await Favorite.findOrCreate({ where: { userId, articleId } });
  if (!created) return;
  await Article.update(
    { favoritesCount: sequelize.literal('"favoritesCount" + 1') },
    { where: { id: articleId } },
  );
}

export async function unfavorite(userId, articleId) {
  const removed = await Favorite.destroy({ where: { userId, articleId } });
  if (!removed) return;
  await Article.update(
    { favoritesCount: sequelize.literal('"favoritesCount" - 1') },
    { where: { id: articleId } },
  );
}
