const { DataTypes } = require('sequelize');
const sequelize = require('../db/sequelize');

const User = sequelize.define('user', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Article = sequelize.define('article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  tagList: { type: DataTypes.JSON, defaultValue: [] },
});

const Favorite = sequelize.define('favorite', {}, { timestamps: false });
const Follow = sequelize.define('follow', {}, { timestamps: false });

Article.belongsTo(User, { as: 'author' });
Article.hasMany(Favorite);
Favorite.belongsTo(User);
Follow.belongsTo(User, { as: 'follower' });
Follow.belongsTo(User, { as: 'followed' });

module.exports = { sequelize, User, Article, Favorite, Follow };
