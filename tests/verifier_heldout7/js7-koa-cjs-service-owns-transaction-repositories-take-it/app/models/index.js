const { DataTypes } = require('sequelize');
const { sequelize } = require('../db/connection');

const User = sequelize.define('user', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Article = sequelize.define('article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  favoritesCount: { type: DataTypes.INTEGER, defaultValue: 0 },
});

const Favorite = sequelize.define('favorite', {
  userId: { type: DataTypes.INTEGER, primaryKey: true },
  articleId: { type: DataTypes.INTEGER, primaryKey: true },
}, { timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });

module.exports = { User, Article, Favorite };
