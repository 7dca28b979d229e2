import { DataTypes } from 'sequelize';
import { sequelize } from '../db/sequelize';
import { User } from './user';

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
});
Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
