const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');
const sequelize = new Sequelize({ dialect: 'sqlite', storage: path.join(__dirname, '..', '..', 'database.sqlite'), logging: false });
const User = sequelize.define('User', { username: DataTypes.STRING, email: DataTypes.STRING });
const Follow = sequelize.define('Follow', { followerId: DataTypes.INTEGER, followeeId: DataTypes.INTEGER });
module.exports = { sequelize, User, Follow };
