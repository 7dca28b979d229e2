const { Sequelize, DataTypes } = require('sequelize');
const sequelize = new Sequelize({ dialect: 'sqlite', storage: 'conduit.sqlite', logging: false });
const User = sequelize.define('User', { username: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING });
const Follow = sequelize.define('Follow', { followerId: DataTypes.INTEGER, followingId: DataTypes.INTEGER }, { timestamps: false });
module.exports = { sequelize, User, Follow };
