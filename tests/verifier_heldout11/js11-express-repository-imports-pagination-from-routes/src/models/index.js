const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');
const sequelize = new Sequelize({ dialect: 'sqlite', storage: path.resolve('conduit.db'), logging: false });
const Article = sequelize.define('Article', { slug: DataTypes.STRING, title: DataTypes.STRING, body: DataTypes.TEXT, tagList: DataTypes.JSON });
module.exports = { sequelize, Article };
