const fs = require('fs');
const os = require('os');
const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const dataDir = path.join(os.homedir(), '.conduit');
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
}, { tableName: 'users' });

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'articles' });

const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, allowNull: false },
  articleId: { type: DataTypes.INTEGER, allowNull: false },
}, { tableName: 'tags', timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Article.hasMany(Tag, { as: 'tags', foreignKey: 'articleId', onDelete: 'CASCADE' });

module.exports = { sequelize, User, Article, Tag };
