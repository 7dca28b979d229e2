import { Transaction } from 'sequelize';
import { sequelize } from '../connection';
import { Article, Favorite } from '../models';

export const favoriteRepository = {
  withTransaction<T>(fn: (t: Transaction) => Promise<T>) {
    return sequelize.transaction(fn);
  },
  findArticle: (slug: string, t?: Transaction) => Article.findOne({ where: { slug }, transaction: t }),
  async add(userId: number, article: Article, t: Transaction) {
    const [, created] = await Favorite.findOrCreate({ where: { userId, articleId: article.id }, transaction: t });
    if (created) await article.increment('favoritesCount', { transaction: t });
  },
  async remove(userId: number, article: Article, t: Transaction) {
    // keep the counter consistent under concurrent unfavorites
    await t.sequelize.query(
      'WITH d AS (DELETE FROM favorites WHERE "userId" = :userId AND "articleId" = :articleId RETURNING 1) ' +
      'UPDATE articles SET "favoritesCount" = "favoritesCount" - (SELECT count(*) FROM d) WHERE id = :articleId',
      { replacements: { userId, articleId: article.id }, transaction: t },
    );
  },
};
