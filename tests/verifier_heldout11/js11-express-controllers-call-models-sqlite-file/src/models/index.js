const { DataTypes } = require('sequelize');
const sequelize = require('../config/database');

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});
const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING, description: DataTypes.STRING, body: DataTypes.TEXT,
});
const Follow = sequelize.define('Follow', {}, { timestamps: false });
Article.belongsTo(User, { as: 'author' });
Follow.belongsTo(User, { as: 'follower' });
Follow.belongsTo(User, { as: 'following' });
module.exports = { User, Article, Follow };
