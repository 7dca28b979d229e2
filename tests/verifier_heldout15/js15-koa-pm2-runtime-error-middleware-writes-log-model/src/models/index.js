const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(__dirname, '..', '..', 'var', 'conduit.sqlite'),
  logging: false,
});

const Comment = sequelize.define('Comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
  articleSlug: { type: DataTypes.STRING, allowNull: false },
  author: { type: DataTypes.STRING, allowNull: false },
});

const ErrorLog = sequelize.define('ErrorLog', {
  method: DataTypes.STRING,
  path: DataTypes.STRING,
  status: DataTypes.INTEGER,
  message: DataTypes.TEXT,
}, { updatedAt: false });

module.exports = { sequelize, Comment, ErrorLog };
