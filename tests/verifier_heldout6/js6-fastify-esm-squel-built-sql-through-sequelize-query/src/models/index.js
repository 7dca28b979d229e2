import { Sequelize, DataTypes } from 'sequelize';

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: 'conduit.sqlite', logging: false });

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users' });

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.TEXT,
  body: DataTypes.TEXT,
  authorId: DataTypes.INTEGER,
}, { tableName: 'articles' });

export const ArticleTag = sequelize.define('ArticleTag', {
  articleId: { type: DataTypes.INTEGER, primaryKey: true },
  tag: { type: DataTypes.STRING, primaryKey: true },
}, { tableName: 'article_tags', timestamps: false });
