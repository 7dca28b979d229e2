const config = require('config');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize(config.get('db.url'), {
  dialect: 'postgres',
  logging: false,
  pool: config.get('db.pool'),
});

const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING(64), allowNull: false, unique: true },
}, { tableName: 'tags', timestamps: false });

module.exports = { sequelize, Tag };
