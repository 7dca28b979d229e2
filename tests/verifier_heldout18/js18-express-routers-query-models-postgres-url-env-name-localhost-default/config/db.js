const { Sequelize } = require('sequelize');

const url = process.env.POSTGRES_URL || 'postgres://postgres:postgres@localhost:5432/conduit';

const sequelize = new Sequelize(url, { dialect: 'postgres', logging: false });
module.exports = sequelize;
