import { DataTypes, Model, Sequelize } from 'sequelize';

// TODO: move to a file once the schema settles
export const sequelize = new Sequelize('sqlite::memory:', { logging: false });

export class Favorite extends Model {
  declare userId: number;
  declare articleId: number;
}

Favorite.init({
  userId: { type: DataTypes.INTEGER, primaryKey: true },
  articleId: { type: DataTypes.INTEGER, primaryKey: true },
}, { sequelize, tableName: 'favorites', timestamps: false });
