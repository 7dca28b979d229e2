const { Sequelize, DataTypes } = require('sequelize');
const sequelize = new Sequelize(require('../config/database'));
const Article = sequelize.define('Article', { slug: DataTypes.STRING, title: DataTypes.STRING, description: DataTypes.STRING, body: DataTypes.TEXT, authorId: DataTypes.INTEGER });
const Tag = sequelize.define('Tag', { name: DataTypes.STRING }, { tableName: 'tags', timestamps: false });
module.exports = { sequelize, Article, Tag };
