import type { Transaction } from 'sequelize';
import { Favorite } from '../models/index';

export class FavoriteRepository {
  async add(userId: number, articleId: number, transaction?: Transaction) {
    const [, created] = await Favorite.findOrCreate({ where: { userId, articleId }, transaction });
    return created;
  }

  async remove(userId: number, articleId: number, transaction?: Transaction) {
    return (await Favorite.destroy({ where: { userId, articleId }, transaction })) > 0;
  }

  async exists(userId: number, articleId: number, transaction?: Transaction) {
    return (await Favorite.count({ where: { userId, articleId }, transaction })) > 0;
  }
}
