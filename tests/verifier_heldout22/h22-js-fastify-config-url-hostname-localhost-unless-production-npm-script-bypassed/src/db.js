const { Sequelize, DataTypes } = require('sequelize');
const { databaseUrl } = require('./config');

const sequelize = new Sequelize(databaseUrl, { dialect: 'postgres', logging: false });

const Comment = sequelize.define('Comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
  articleId: DataTypes.INTEGER,
  authorId: DataTypes.INTEGER,
}, { tableName: 'comments' });

module.exports = { sequelize, Comment };
