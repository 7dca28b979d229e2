const { Sequelize, DataTypes } = require('sequelize');
const { dbFile } = require('../args');

const sequelize = new Sequelize({ dialect: 'sqlite', storage: dbFile, logging: false });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

module.exports = { sequelize, User };
