const { Sequelize } = require('sequelize');
const url = process.env.DATABASE_URL;
if (!url) { console.error('DATABASE_URL is not set'); process.exit(1); }
module.exports = new Sequelize(url, { dialect: 'postgres', logging: false, pool: { max: 10 } });
