const { DataTypes, Sequelize } = require('sequelize');

const sequelize = new Sequelize({ dialect: 'sqlite', storage: 'conduit.sqlite', logging: false });
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });
module.exports = { sequelize, Tag };
