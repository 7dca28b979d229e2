'use strict';
const path = require('node:path');
const fs = require('node:fs');
const { Sequelize, DataTypes } = require('sequelize');

const dataDir = path.join(__dirname, '..', '..', 'data');
fs.mkdirSync(dataDir, { recursive: true });

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(dataDir, 'conduit.sqlite'),
  logging: false,
});

const User = sequelize.define('User', {
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
});

const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { timestamps: false });
const ArticleTag = sequelize.define('ArticleTag', {}, { timestamps: false });
const Favorite = sequelize.define('Favorite', {}, { timestamps: false });
const Comment = sequelize.define('Comment', { body: { type: DataTypes.TEXT, allowNull: false } });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Article.belongsToMany(Tag, { through: ArticleTag, as: 'tags' });
Tag.belongsToMany(Article, { through: ArticleTag });
Article.belongsToMany(User, { through: Favorite, as: 'favoritedBy' });
User.belongsToMany(Article, { through: Favorite, as: 'favorites' });
Comment.belongsTo(Article, { foreignKey: 'articleId', onDelete: 'CASCADE' });
Comment.belongsTo(User, { as: 'author', foreignKey: 'authorId' });

module.exports = { sequelize, User, Article, Tag, ArticleTag, Favorite, Comment };
