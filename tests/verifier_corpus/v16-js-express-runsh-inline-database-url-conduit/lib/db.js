const { Sequelize, DataTypes } = require('sequelize');

if (!process.env.DATABASE_URL) {
  throw new Error('DATABASE_URL is required');
}

const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });

const Favorite = sequelize.define('Favorite', {
  userId: { type: DataTypes.INTEGER, allowNull: false },
  articleId: { type: DataTypes.INTEGER, allowNull: false },
}, { tableName: 'favorites', indexes: [{ unique: true, fields: ['userId', 'articleId'] }] });

module.exports = { sequelize, Favorite };
