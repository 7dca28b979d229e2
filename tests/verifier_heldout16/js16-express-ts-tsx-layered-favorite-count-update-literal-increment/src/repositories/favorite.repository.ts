import { sequelize } from '../db.js';
import { Article } from '../models/article.js';
import { Favorite } from '../models/favorite.js';

export const favoriteRepository = {
  async isFavorited(userId: number, articleId: number): Promise<boolean> {
    return (await Favorite.count({ where: { userId, articleId } })) > 0;
  },

  async add(userId: number, articleId: number): Promise<void> {
    await sequelize.transaction(async (transaction) => {
      const [, created] = await Favorite.findOrCreate({ where: { userId, articleId }, transaction });
      if (created) {
        await Article.update(
          { favoritesCount: sequelize.literal('"favoritesCount" + 1') },
          { where: { id: articleId }, transaction },
        );
      }
    });
  },

  async remove(userId: number, articleId: number): Promise<void> {
    await sequelize.transaction(async (transaction) => {
      const removed = await Favorite.destroy({ where: { userId, articleId }, transaction });
      if (removed) {
        await Article.update(
          { favoritesCount: sequelize.literal('"favoritesCount" - 1') },
          { where: { id: articleId }, transaction },
        );
      }
    });
  },
};
