const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

// SQLite file next to the code: zero setup, and Sequelize keeps the models portable
// (switching dialect to 'postgres' is a one-line change).
const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(__dirname, '..', 'conduit.sqlite'),
  logging: false,
});

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Follow = sequelize.define('Follow', {
  followerId: { type: DataTypes.INTEGER, allowNull: false },
  followingId: { type: DataTypes.INTEGER, allowNull: false },
}, { timestamps: false });

module.exports = { sequelize, User, Follow };
