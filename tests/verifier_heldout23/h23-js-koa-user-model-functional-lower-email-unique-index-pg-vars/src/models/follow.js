const sequelize = require('../db');

module.exports = sequelize.define('Follow', {}, { tableName: 'follows', timestamps: false });
