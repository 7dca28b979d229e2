const sequelize = require('../db');

module.exports = sequelize.define('Favorite', {}, { tableName: 'favorites', timestamps: false });
