import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../db.js';
import { User } from './user.js';

export class Article extends Model {}

Article.init({
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { sequelize, modelName: 'Article', tableName: 'articles' });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
