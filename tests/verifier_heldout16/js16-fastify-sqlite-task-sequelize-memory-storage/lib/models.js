const { DataTypes } = require('sequelize');
const sequelize = require('./sequelize');

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.STRING,
  image: DataTypes.STRING,
});

const Comment = sequelize.define('Comment', { body: DataTypes.TEXT });
const Article = sequelize.define('Article', { slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING });
Comment.belongsTo(User, { as: 'author' });
Comment.belongsTo(Article);

module.exports = { User, Article, Comment };
