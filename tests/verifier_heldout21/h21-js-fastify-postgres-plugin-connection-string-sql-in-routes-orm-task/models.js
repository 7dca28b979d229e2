const { Sequelize, DataTypes } = require('sequelize');
// Model definitions (used for typing/documentation of the tables)
const sequelize = new Sequelize(process.env.DATABASE_URL, { logging: false });
exports.User = sequelize.define('user', {
  username: DataTypes.STRING,
  email: DataTypes.STRING,
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users', timestamps: false });
