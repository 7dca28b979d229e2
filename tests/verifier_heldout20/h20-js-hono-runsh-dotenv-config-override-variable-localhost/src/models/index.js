const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users' });
const Follow = sequelize.define('Follow', {
  followerId: { type: DataTypes.INTEGER, primaryKey: true },
  followeeId: { type: DataTypes.INTEGER, primaryKey: true },
}, { tableName: 'follows', timestamps: false });

module.exports = { sequelize, User, Follow };
