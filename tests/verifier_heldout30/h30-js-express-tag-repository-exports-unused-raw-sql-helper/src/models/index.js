const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

// <project>/db/conduit.sqlite (this file is <project>/src/models/index.js)
const storage = path.join(__dirname, '..', '..', 'db', 'conduit.sqlite');

const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
});

const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { timestamps: false });
const ArticleTag = sequelize.define('ArticleTag', {}, { timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Article.belongsToMany(Tag, { through: ArticleTag, as: 'tags' });
Tag.belongsToMany(Article, { through: ArticleTag });

module.exports = { sequelize, User, Article, Tag, ArticleTag };
