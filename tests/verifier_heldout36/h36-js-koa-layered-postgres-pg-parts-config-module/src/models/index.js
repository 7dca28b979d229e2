const { Sequelize, DataTypes } = require('sequelize');
const cfg = require('../config/database');
const sequelize = new Sequelize(cfg.database, cfg.username, cfg.password, cfg);
const User = sequelize.define('User', { username: { type: DataTypes.STRING, unique: true }, email: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING });
module.exports = { sequelize, User };
