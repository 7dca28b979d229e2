import { Favorite, sequelize } from '../models';

async function recount(articleId: number) {
  await sequelize.query(
    `UPDATE articles
        SET "favoritesCount" = (SELECT COUNT(*) FROM favorites WHERE "articleId" = :articleId)
      WHERE id = :articleId`,
    { replacements: { articleId } },
  );
}

export const favoriteRepository = {
  async add(userId: number, articleId: number) {
    await Favorite.findOrCreate({ where: { userId, articleId } });
    await recount(articleId);
  },
  async remove(userId: number, articleId: number) {
    await Favorite.destroy({ where: { userId, articleId } });
    await recount(articleId);
  },
  exists: async (userId: number, articleId: number) => (await Favorite.count({ where: { userId, articleId } })) > 0,
};
