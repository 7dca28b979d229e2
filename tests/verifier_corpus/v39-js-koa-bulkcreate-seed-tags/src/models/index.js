const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });

const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true, allowNull: false } });

module.exports = { sequelize, Tag };
