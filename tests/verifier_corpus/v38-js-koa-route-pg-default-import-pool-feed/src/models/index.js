import { DataTypes } from 'sequelize';
import { sequelize } from '../db.js';

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
}, { tableName: 'users' });

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  body: DataTypes.TEXT,
}, { tableName: 'articles' });
Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });

export const Follow = sequelize.define('Follow', {
  followerId: DataTypes.INTEGER,
  followingId: DataTypes.INTEGER,
}, { tableName: 'follows', timestamps: false });
