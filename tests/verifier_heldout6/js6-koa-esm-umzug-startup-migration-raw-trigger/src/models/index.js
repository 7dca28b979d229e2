import { DataTypes } from 'sequelize';
import { sequelize } from '../db/connection.js';

export const User = sequelize.define('User', {
  username: DataTypes.STRING,
  email: DataTypes.STRING,
  passwordHash: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users' });

export const Article = sequelize.define('Article', {
  slug: DataTypes.STRING,
  title: DataTypes.STRING,
  description: DataTypes.TEXT,
  body: DataTypes.TEXT,
  favoritesCount: DataTypes.INTEGER,
}, { tableName: 'articles' });

export const Favorite = sequelize.define('Favorite', {
  userId: { type: DataTypes.INTEGER, primaryKey: true },
  articleId: { type: DataTypes.INTEGER, primaryKey: true },
}, { tableName: 'favorites', timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
