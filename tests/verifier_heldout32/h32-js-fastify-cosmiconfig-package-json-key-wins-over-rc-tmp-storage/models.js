const { Sequelize, DataTypes } = require('sequelize');
const settings = require('./config');

const sequelize = new Sequelize({ dialect: 'sqlite', storage: settings.storage, logging: settings.logSql });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Follow = sequelize.define('Follow', {}, { timestamps: false });
User.belongsToMany(User, { through: Follow, as: 'Followers', foreignKey: 'followingId', otherKey: 'followerId' });

module.exports = { sequelize, User, Follow };
