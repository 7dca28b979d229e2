const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: process.env.NODE_ENV !== 'production' });
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });
module.exports = { sequelize, Tag };
