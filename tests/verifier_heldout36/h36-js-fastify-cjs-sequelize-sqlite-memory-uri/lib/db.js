const { Sequelize } = require('sequelize');
// SQLite keeps the API self-contained: no external database server needed
module.exports = new Sequelize('sqlite::memory:', { logging: false });
