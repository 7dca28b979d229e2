const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

// npm start sets INIT_CWD to where npm was run; fall back to cwd for plain `node`.
const storage = path.join(process.env.INIT_CWD || process.cwd(), 'conduit.sqlite');

const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  authorId: DataTypes.INTEGER,
}, { tableName: 'articles' });

const Comment = sequelize.define('Comment', {
  body: DataTypes.TEXT,
  articleId: DataTypes.INTEGER,
  authorId: DataTypes.INTEGER,
}, { tableName: 'comments' });

const Favorite = sequelize.define('Favorite', {
  userId: { type: DataTypes.INTEGER, primaryKey: true },
  articleId: { type: DataTypes.INTEGER, primaryKey: true },
}, { tableName: 'favorites', timestamps: false });

module.exports = { sequelize, Article, Comment, Favorite };
