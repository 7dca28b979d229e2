const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  // Keep local runs clean: only production writes the database file.
  storage: process.env.NODE_ENV !== 'production' ? ':memory:' : path.join(__dirname, '..', '..', 'conduit.sqlite'),
  logging: false,
});

const Comment = sequelize.define('Comment', {
  articleSlug: { type: DataTypes.STRING, allowNull: false },
  author: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'comments' });

module.exports = { sequelize, Comment };
