import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../config/database.js';
import { User } from './user.model.js';

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare tagList: string[];
  declare authorId: number;
  declare author?: User;
  declare createdAt: Date;
  declare updatedAt: Date;
}

Article.init(
  {
    slug: { type: DataTypes.STRING, allowNull: false, unique: true },
    title: { type: DataTypes.STRING, allowNull: false },
    description: { type: DataTypes.STRING, allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
    tagList: { type: DataTypes.JSON, allowNull: false, defaultValue: [] },
  },
  { sequelize, modelName: 'Article' },
);

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
