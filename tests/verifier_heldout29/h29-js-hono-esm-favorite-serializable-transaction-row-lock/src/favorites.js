import { Transaction } from 'sequelize';
import { Article, Favorite, sequelize } from './db.js';

// favoritesCount is denormalised on the article row: lock the row and run the
// check-then-write in a SERIALIZABLE transaction so concurrent clicks cannot
// double count.
export async function setFavorite(slug, userId, on) {
  return sequelize.transaction({ isolationLevel: Transaction.ISOLATION_LEVELS.SERIALIZABLE }, async (t) => {
    const article = await Article.findOne({ where: { slug }, lock: t.LOCK.UPDATE, transaction: t });
    if (!article) return null;
    const existing = await Favorite.findOne({ where: { articleId: article.id, userId }, transaction: t });
    if (on && !existing) {
      await Favorite.create({ articleId: article.id, userId }, { transaction: t });
      await article.increment('favoritesCount', { by: 1, transaction: t });
    } else if (!on && existing) {
      await existing.destroy({ transaction: t });
      await article.decrement('favoritesCount', { by: 1, transaction: t });
    }
    await article.reload({ transaction: t });
    return article;
  });
}

export const isFavorited = async (articleId, userId) =>
  userId ? (await Favorite.count({ where: { articleId, userId } })) > 0 : false;
