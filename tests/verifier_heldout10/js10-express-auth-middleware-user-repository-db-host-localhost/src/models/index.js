const { Sequelize, DataTypes } = require('sequelize');
const config = require('../config');

const sequelize = new Sequelize(config.db.database, config.db.username, config.db.password, {
  host: config.db.host,
  port: config.db.port,
  dialect: 'postgres',
  logging: false,
});

const User = sequelize.define('user', {
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: { type: DataTypes.TEXT },
  image: { type: DataTypes.STRING },
});

const Follow = sequelize.define('follow', {
  followerId: { type: DataTypes.INTEGER, primaryKey: true },
  followeeId: { type: DataTypes.INTEGER, primaryKey: true },
}, { timestamps: false });

module.exports = { sequelize, User, Follow };
