const { Sequelize, DataTypes } = require('sequelize');
const { databaseUri } = require('./env');

const sequelize = new Sequelize(databaseUri, { dialect: 'postgres', logging: false });

const Profile = sequelize.define('Profile', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'profiles' });

module.exports = { sequelize, Profile };
