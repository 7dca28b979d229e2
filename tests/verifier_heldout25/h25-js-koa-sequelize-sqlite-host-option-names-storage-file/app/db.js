const { Sequelize, DataTypes } = require('sequelize');
const { database, username, password, options } = require('../config/database');

const sequelize = new Sequelize(database, username, password, options);

const User = sequelize.define('User', {
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { timestamps: false });

module.exports = { sequelize, User, Tag };
