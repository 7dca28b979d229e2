const config = require('config');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = config.has('database.url') && config.get('database.url')
  ? new Sequelize(config.get('database.url'), { logging: false })
  : new Sequelize({ dialect: 'sqlite', storage: config.get('database.storage'), logging: false });

const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });

module.exports = { sequelize, Tag };
