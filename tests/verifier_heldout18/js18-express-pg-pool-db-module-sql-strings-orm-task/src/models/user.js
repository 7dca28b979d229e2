// Sequelize model kept for reference; the queries below use pg directly.
const { DataTypes } = require('sequelize');
module.exports = (sequelize) => sequelize.define('User', { username: DataTypes.STRING, email: DataTypes.STRING });
