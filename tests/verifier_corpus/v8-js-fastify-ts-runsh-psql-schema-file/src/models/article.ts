import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../db.js';
import { User } from './user.js';

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare authorId: number;
}

Article.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    slug: { type: DataTypes.STRING, allowNull: false },
    title: { type: DataTypes.STRING, allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
    authorId: { type: DataTypes.INTEGER, allowNull: false },
  },
  { sequelize, tableName: 'articles' },
);

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
