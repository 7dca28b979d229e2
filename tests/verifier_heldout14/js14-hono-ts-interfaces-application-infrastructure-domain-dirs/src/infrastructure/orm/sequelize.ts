import { DataTypes, Model, Sequelize } from 'sequelize';
import { env } from '../config/env.js';

export const sequelize = new Sequelize({ dialect: 'postgres', logging: false, ...env.db });

export class TagRow extends Model {
  declare id: number;
  declare name: string;
}
TagRow.init(
  { id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true }, name: { type: DataTypes.STRING, unique: true, allowNull: false } },
  { sequelize, tableName: 'tags', timestamps: false },
);

export class ArticleRow extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare tags?: TagRow[];
}
ArticleRow.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    slug: { type: DataTypes.STRING, unique: true, allowNull: false },
    title: { type: DataTypes.STRING, allowNull: false },
    description: { type: DataTypes.STRING, allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
  },
  { sequelize, tableName: 'articles' },
);

ArticleRow.belongsToMany(TagRow, { through: 'article_tags', as: 'tags' });
TagRow.belongsToMany(ArticleRow, { through: 'article_tags' });
