const { Sequelize } = require('sequelize');
const url = process.env.DATABASE_URL || 'postgres://postgres:postgres@localhost:5432/conduit';
module.exports = new Sequelize(url, { dialect: 'postgres', logging: false });
