const { Sequelize, DataTypes } = require('sequelize');
const { databaseFile } = require('../lib/storage');

const sequelize = new Sequelize({ dialect: 'sqlite', storage: databaseFile(), logging: false });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users' });

const Follow = sequelize.define('Follow', {}, { tableName: 'follows' });
User.belongsToMany(User, { as: 'followers', through: Follow, foreignKey: 'followingId', otherKey: 'followerId' });

module.exports = { sequelize, User, Follow };
