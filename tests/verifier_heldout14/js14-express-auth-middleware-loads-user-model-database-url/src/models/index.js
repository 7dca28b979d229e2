const { Sequelize, DataTypes } = require('sequelize');
const { databaseUrl } = require('../config');

const sequelize = new Sequelize(databaseUrl, { dialect: 'postgres', logging: false });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: { type: DataTypes.TEXT, allowNull: true },
  image: { type: DataTypes.STRING, allowNull: true },
});

module.exports = { sequelize, User };
