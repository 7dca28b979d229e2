const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({ dialect: 'sqlite', storage: path.resolve('data/conduit.sqlite'), logging: false });
const Article = sequelize.define('Article', { slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING });
const Favorite = sequelize.define('Favorite', {
  user_id: { type: DataTypes.INTEGER, primaryKey: true }, article_id: { type: DataTypes.INTEGER, primaryKey: true },
}, { tableName: 'favorites', timestamps: false });
module.exports = { sequelize, Article, Favorite };
