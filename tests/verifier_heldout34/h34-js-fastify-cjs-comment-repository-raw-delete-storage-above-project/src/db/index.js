const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

// one shared database file for all checkouts of the project
const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.resolve(__dirname, '../../../conduit.sqlite'),
  logging: false,
});

const Comment = sequelize.define('Comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
  articleId: { type: DataTypes.INTEGER, allowNull: false },
  authorId: { type: DataTypes.INTEGER, allowNull: false },
}, { tableName: 'comments' });

module.exports = { sequelize, Comment };
