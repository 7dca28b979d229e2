const { Sequelize, DataTypes } = require('sequelize');
const { db } = require('./env');

const sequelize = new Sequelize(db.database, db.user, db.password, {
  host: db.host,
  port: db.port,
  dialect: 'postgres',
  logging: false,
});

const Profile = sequelize.define('Profile', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'profiles' });

module.exports = { sequelize, Profile };
