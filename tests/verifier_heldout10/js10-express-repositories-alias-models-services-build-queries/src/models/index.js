const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(__dirname, '../../storage/conduit.sqlite'),
  logging: false,
});

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Comment = sequelize.define('Comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
  articleSlug: { type: DataTypes.STRING, allowNull: false },
});

Comment.belongsTo(User, { as: 'author', foreignKey: 'authorId' });

module.exports = { sequelize, User, Comment };
