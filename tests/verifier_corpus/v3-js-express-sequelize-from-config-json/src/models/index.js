const { Sequelize, DataTypes } = require('sequelize');
const config = require('../../config.json');

const sequelize = new Sequelize(config.db);

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
});

module.exports = { sequelize, User };
