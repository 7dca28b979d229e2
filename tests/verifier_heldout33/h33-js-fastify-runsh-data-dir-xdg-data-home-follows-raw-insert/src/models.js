const { DataTypes } = require('sequelize');
const { sequelize } = require('./sequelize');
const User = sequelize.define('User', { username: { type: DataTypes.STRING, unique: true }, bio: DataTypes.TEXT, image: DataTypes.STRING });
const Follow = sequelize.define('Follow', { followerId: DataTypes.INTEGER, followeeId: DataTypes.INTEGER });
module.exports = { User, Follow };
