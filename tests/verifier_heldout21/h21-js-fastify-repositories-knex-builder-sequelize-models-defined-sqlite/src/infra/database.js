const path = require('path');
const { Sequelize } = require('sequelize');
const knex = require('knex');

const file = path.resolve(__dirname, '../../storage/conduit.db');

// Sequelize owns the schema (models + sync); knex is used for the queries.
const sequelize = new Sequelize({ dialect: 'sqlite', storage: file, logging: false });
const db = knex({ client: 'sqlite3', connection: { filename: file }, useNullAsDefault: true });

module.exports = { sequelize, db };
