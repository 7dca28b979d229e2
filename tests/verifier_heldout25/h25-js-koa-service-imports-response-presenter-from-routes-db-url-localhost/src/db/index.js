const { Sequelize } = require('sequelize');

const url = process.env.DB_URL || 'postgres://user:password@localhost:5432/conduit';

module.exports = new Sequelize(url, { dialect: 'postgres', logging: false });
