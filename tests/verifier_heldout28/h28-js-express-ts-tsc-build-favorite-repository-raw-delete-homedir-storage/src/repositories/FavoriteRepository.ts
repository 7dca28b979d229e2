import { QueryTypes } from 'sequelize';
import { sequelize } from '../db';
import { Favorite } from '../models';

export class FavoriteRepository {
  async add(userId: number, articleId: number): Promise<void> {
    await Favorite.findOrCreate({ where: { userId, articleId } });
  }

  async remove(userId: number, articleId: number): Promise<void> {
    // destroy() on a composite-key model without an id was flaky, delete directly
    await sequelize.query('DELETE FROM favorites WHERE "userId" = :userId AND "articleId" = :articleId', {
      replacements: { userId, articleId },
      type: QueryTypes.DELETE,
    });
  }

  count(articleId: number) {
    return Favorite.count({ where: { articleId } });
  }
}
