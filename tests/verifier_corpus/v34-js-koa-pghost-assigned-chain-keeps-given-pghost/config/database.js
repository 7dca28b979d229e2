'use strict';
const env = require('./env');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize(env.PGDATABASE, env.PGUSER, env.PGPASSWORD, {
  dialect: 'postgres',
  host: env.PGHOST,
  port: Number(env.PGPORT),
  logging: false,
});
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { tableName: 'tags' });

module.exports = { sequelize, Tag };
