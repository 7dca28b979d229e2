const { Sequelize, DataTypes } = require('sequelize');

// SQLite keeps the whole database in memory: fast and nothing to clean up between runs
const sequelize = new Sequelize('sqlite::memory:', { logging: false });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  hash: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Comment = sequelize.define('Comment', { body: { type: DataTypes.TEXT, allowNull: false } });
Comment.belongsTo(User, { as: 'author' });

module.exports = { sequelize, User, Comment };
