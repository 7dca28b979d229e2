const { DataTypes } = require('sequelize');
const { sequelize } = require('../db');

const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });
const User = sequelize.define('User', { username: DataTypes.STRING, token: DataTypes.STRING });

module.exports = { Tag, User };
