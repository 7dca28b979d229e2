const { Sequelize, DataTypes } = require('sequelize');
const { databaseFile } = require('./storage');

const sequelize = new Sequelize({ dialect: 'sqlite', storage: databaseFile, logging: false });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true }, email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING,
});

module.exports = { sequelize, User };
