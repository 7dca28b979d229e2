const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

// <project>/var holds runtime state (the database); see run.sh
const storage = path.join(__dirname, '..', '..', 'var', 'conduit.sqlite');
const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  authorId: DataTypes.INTEGER,
});
const Favorite = sequelize.define('Favorite', {
  userId: { type: DataTypes.INTEGER, primaryKey: true },
  articleId: { type: DataTypes.INTEGER, primaryKey: true },
}, { timestamps: false });

module.exports = { sequelize, models: { Article, Favorite } };
