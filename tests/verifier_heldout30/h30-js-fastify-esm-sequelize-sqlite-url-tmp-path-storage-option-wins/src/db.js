import { Sequelize, DataTypes } from 'sequelize';
import { config } from './config.js';

export const sequelize = new Sequelize(config.databaseUrl, {
  storage: config.sqliteStorage,
  logging: false,
});

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  tagList: { type: DataTypes.JSON, defaultValue: [] },
});

export const Comment = sequelize.define('Comment', { body: { type: DataTypes.TEXT, allowNull: false } });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Comment.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Comment.belongsTo(Article, { foreignKey: 'articleId' });
Article.hasMany(Comment, { foreignKey: 'articleId' });
