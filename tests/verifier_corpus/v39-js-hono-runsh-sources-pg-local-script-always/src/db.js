const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize(process.env.PGDATABASE, process.env.PGUSER, process.env.PGPASSWORD, {
  host: process.env.PGHOST,
  port: Number(process.env.PGPORT || 5432),
  dialect: 'postgres',
  logging: false,
});

const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true, allowNull: false } });

module.exports = { sequelize, Tag };
