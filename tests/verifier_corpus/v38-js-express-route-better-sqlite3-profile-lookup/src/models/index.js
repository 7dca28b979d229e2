const { Sequelize, DataTypes } = require('sequelize');
const { sqliteFile } = require('../config');

const sequelize = new Sequelize({ dialect: 'sqlite', storage: sqliteFile, logging: false });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users' });

const Follow = sequelize.define('Follow', {}, { tableName: 'follows', timestamps: false });
User.belongsToMany(User, { as: 'followers', through: Follow, foreignKey: 'followingId', otherKey: 'followerId' });

module.exports = { sequelize, User, Follow };
