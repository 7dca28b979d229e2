import { sequelize, Article, Favorite } from '../models/index.js';

export async function addFavorite(userId, articleId) {
  return sequelize.transaction(async (transaction) => {
    const [, created] = await Favorite.findOrCreate({ where: { userId, articleId }, transaction });
    if (created) {
      await sequelize.query('UPDATE Articles SET favoritesCount = favoritesCount + 1 WHERE id = ?', {
        replacements: [articleId],
        transaction,
      });
    }
    return Article.findByPk(articleId, { transaction });
  });
}

export const findArticle = (slug) => Article.findOne({ where: { slug } });
