const config = require('config');
const { Sequelize, DataTypes } = require('sequelize');

const url = config.get('database.url');
let sequelize;
if (url) {
  sequelize = new Sequelize(url, { dialect: 'postgres', logging: false });
} else {
  sequelize = new Sequelize({ dialect: 'sqlite', storage: config.get('database.storage'), logging: false });
}

const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });

module.exports = { sequelize, Tag };
