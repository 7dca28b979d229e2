const { Sequelize, DataTypes } = require('sequelize');

const { DATABASE_URL = 'sqlite:./conduit.sqlite', DB_LOGGING } = process.env;

const sequelize = new Sequelize(DATABASE_URL, { logging: DB_LOGGING === 'true' });
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });

module.exports = { sequelize, Tag };
