const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize(process.env.PGDATABASE, process.env.PGUSER, process.env.PGPASSWORD, {
  host: process.env.PGHOST,
  port: Number(process.env.PGPORT || 5432),
  dialect: 'postgres',
  logging: false,
});

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  passwordHash: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

// tokens invalidated by a password change
const RevokedToken = sequelize.define('RevokedToken', {
  jti: { type: DataTypes.STRING, primaryKey: true },
});

module.exports = { sequelize, User, RevokedToken };
