const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({ dialect: 'sqlite', storage: 'conduit.sqlite', logging: false });

const Follow = sequelize.define('Follow', {
  followerId: { type: DataTypes.INTEGER, allowNull: false, field: 'follower_id' },
  followingId: { type: DataTypes.INTEGER, allowNull: false, field: 'following_id' },
}, { tableName: 'follows', timestamps: false });

module.exports = { sequelize, Follow };
