const { DataTypes } = require('sequelize');
const sequelize = require('../db');

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.TEXT, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  favoritesCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
});

const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, allowNull: false } }, { timestamps: false });
const Favorite = sequelize.define('Favorite', {}, { timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Article.hasMany(Tag, { as: 'tags', foreignKey: 'articleId', onDelete: 'CASCADE' });
Favorite.belongsTo(User, { foreignKey: { name: 'userId', primaryKey: true } });
Favorite.belongsTo(Article, { foreignKey: { name: 'articleId', primaryKey: true }, onDelete: 'CASCADE' });

module.exports = { sequelize, User, Article, Tag, Favorite };
