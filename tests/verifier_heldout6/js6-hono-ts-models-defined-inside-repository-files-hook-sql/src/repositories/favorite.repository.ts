import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../infra/sequelize.js';

export class FavoriteModel extends Model {
  declare userId: number;
  declare articleId: number;
}

FavoriteModel.init(
  {
    userId: { type: DataTypes.INTEGER, primaryKey: true },
    articleId: { type: DataTypes.INTEGER, primaryKey: true },
  },
  {
    sequelize,
    tableName: 'favorites',
    timestamps: false,
    hooks: {
      // keep the denormalised counter on articles in step with the join table
      afterCreate: async (fav, options) => {
        await sequelize.query('UPDATE articles SET favorites_count = favorites_count + 1 WHERE id = :id', {
          replacements: { id: fav.articleId },
          transaction: options.transaction,
        });
      },
      afterDestroy: async (fav, options) => {
        await sequelize.query('UPDATE articles SET favorites_count = favorites_count - 1 WHERE id = :id', {
          replacements: { id: fav.articleId },
          transaction: options.transaction,
        });
      },
    },
  },
);

export const favoriteRepository = {
  exists: async (userId: number, articleId: number) => (await FavoriteModel.count({ where: { userId, articleId } })) > 0,
  add: async (userId: number, articleId: number) => {
    if (!(await FavoriteModel.findOne({ where: { userId, articleId } }))) await FavoriteModel.create({ userId, articleId });
  },
  remove: async (userId: number, articleId: number) => {
    const fav = await FavoriteModel.findOne({ where: { userId, articleId } });
    if (fav) await fav.destroy();
  },
};
