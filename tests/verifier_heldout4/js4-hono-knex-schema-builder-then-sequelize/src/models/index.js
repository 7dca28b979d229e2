import { DataTypes } from 'sequelize';
import { sequelize } from '../db/sequelize.js';

const common = { underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' };

export const User = sequelize.define('User', {
  username: DataTypes.STRING,
  email: DataTypes.STRING,
  passwordHash: { type: DataTypes.STRING, field: 'password_hash' },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { ...common, tableName: 'users' });

export const Article = sequelize.define('Article', {
  slug: DataTypes.STRING,
  title: DataTypes.STRING,
  description: DataTypes.TEXT,
  body: DataTypes.TEXT,
  authorId: { type: DataTypes.INTEGER, field: 'author_id' },
}, { ...common, tableName: 'articles' });

export const ArticleTag = sequelize.define('ArticleTag', {
  articleId: { type: DataTypes.INTEGER, field: 'article_id', primaryKey: true },
  tag: { type: DataTypes.STRING, primaryKey: true },
}, { tableName: 'article_tags', timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Article.hasMany(ArticleTag, { as: 'tags', foreignKey: 'articleId' });
