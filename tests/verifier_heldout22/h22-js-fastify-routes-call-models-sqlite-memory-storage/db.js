const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize('sqlite::memory:', { logging: false });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Comment = sequelize.define('Comment', { body: DataTypes.TEXT });
Comment.belongsTo(User, { as: 'author' });

module.exports = { sequelize, User, Comment };
