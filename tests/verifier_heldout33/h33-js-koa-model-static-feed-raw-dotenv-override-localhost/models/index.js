const { Sequelize } = require('sequelize');
const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });
const Article = require('./article')(sequelize);
module.exports = { sequelize, Article };
