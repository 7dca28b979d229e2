import { QueryTypes } from 'sequelize';
import { sequelize, Favorite } from '../models/index.js';

export const favoriteRepository = {
  exists: async (userId, articleId) => (await Favorite.count({ where: { UserId: userId, ArticleId: articleId } })) > 0,
  async add(userId, articleId) {
    await sequelize.transaction(async (transaction) => {
      await Favorite.create({ UserId: userId, ArticleId: articleId }, { transaction });
      await sequelize.query('UPDATE Articles SET favoritesCount = favoritesCount + 1 WHERE id = ?', {
        replacements: [articleId], type: QueryTypes.UPDATE, transaction,
      });
    });
  },
  async remove(userId, articleId) {
    await sequelize.transaction(async (transaction) => {
      const n = await Favorite.destroy({ where: { UserId: userId, ArticleId: articleId }, transaction });
      if (n) {
        await sequelize.query('UPDATE Articles SET favoritesCount = favoritesCount - 1 WHERE id = ?', {
          replacements: [articleId], type: QueryTypes.UPDATE, transaction,
        });
      }
    });
  },
};
