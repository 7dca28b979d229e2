const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({
  dialect: 'postgres',
  host: process.env.PGHOST,
  port: process.env.PGPORT,
  database: process.env.PGDATABASE,
  username: process.env.PGUSER,
  password: process.env.PGPASSWORD,
  logging: false,
});

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  passwordHash: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const TokenBlacklist = sequelize.define('TokenBlacklist', {
  jti: { type: DataTypes.STRING, primaryKey: true },
}, { updatedAt: false });

module.exports = { sequelize, User, TokenBlacklist };
