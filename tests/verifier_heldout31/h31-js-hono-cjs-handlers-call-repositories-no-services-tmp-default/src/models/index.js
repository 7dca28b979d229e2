const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: process.env.DB_FILE ?? '/tmp/conduit.sqlite',
  logging: false,
});

const User = sequelize.define('User', { username: { type: DataTypes.STRING, unique: true }, bio: DataTypes.TEXT, image: DataTypes.STRING });
const Follow = sequelize.define('Follow', { followerId: DataTypes.INTEGER, followeeId: DataTypes.INTEGER }, { timestamps: false });

module.exports = { sequelize, User, Follow };
