const { Sequelize } = require('sequelize');
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is required');
module.exports = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });
