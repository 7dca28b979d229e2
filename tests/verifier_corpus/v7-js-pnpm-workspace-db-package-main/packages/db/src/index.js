const { DataTypes, Sequelize } = require('sequelize');

const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });
module.exports = { sequelize, Tag };
