const fs = require('node:fs');
const path = require('node:path');
const { Sequelize, DataTypes } = require('sequelize');
const config = require('../config');

fs.mkdirSync(path.dirname(config.db.storage), { recursive: true });

const sequelize = new Sequelize({ dialect: 'sqlite', storage: config.db.storage, logging: false });

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  authorId: DataTypes.INTEGER,
});
const Comment = sequelize.define('Comment', { body: DataTypes.TEXT, authorId: DataTypes.INTEGER });
Article.hasMany(Comment, { foreignKey: 'articleId' });
Comment.belongsTo(Article, { foreignKey: 'articleId' });

module.exports = { sequelize, Article, Comment };
