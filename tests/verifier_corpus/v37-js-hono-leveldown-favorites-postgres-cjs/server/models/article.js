const { DataTypes } = require('sequelize');
const sequelize = require('../sequelize');

module.exports = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: DataTypes.TEXT,
  body: DataTypes.TEXT,
  authorId: { type: DataTypes.INTEGER, allowNull: false },
});
