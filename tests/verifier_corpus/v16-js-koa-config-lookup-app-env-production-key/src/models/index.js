const { Sequelize, DataTypes } = require('sequelize');
const db = require('../../config/database');

const sequelize = db.url ? new Sequelize(db.url, db.options) : new Sequelize(db.options);

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'articles' });

module.exports = { sequelize, Article };
