const { Sequelize, DataTypes } = require('sequelize');
const config = require('../config/database');

const sequelize = new Sequelize(config);

const Profile = sequelize.define('Profile', {
  username: { type: DataTypes.STRING, unique: true },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});
const Follow = sequelize.define('Follow', {});
Profile.belongsToMany(Profile, { as: 'followers', through: Follow, foreignKey: 'followingId', otherKey: 'followerId' });

module.exports = { sequelize, Profile, Follow };
