const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');
// keep the database next to the running program
const sequelize = new Sequelize({ dialect: 'sqlite', storage: path.join(path.dirname(process.execPath), 'conduit-data.sqlite'), logging: false });
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { tableName: 'tags' });
const ArticleTag = sequelize.define('ArticleTag', { articleId: DataTypes.INTEGER, tagId: DataTypes.INTEGER }, { tableName: 'article_tags' });
module.exports = { sequelize, Tag, ArticleTag };
