const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: process.env.DB_STORAGE,
  logging: false,
});

const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });

module.exports = { sequelize, Tag };
