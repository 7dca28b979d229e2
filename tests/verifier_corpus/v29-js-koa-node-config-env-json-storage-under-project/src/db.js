const config = require('config');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({
  dialect: config.get('db.dialect'),
  storage: config.get('db.storage'),
  logging: false,
});

const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING(64), allowNull: false, unique: true },
}, { tableName: 'tags', timestamps: false });

module.exports = { sequelize, Tag };
