const { Sequelize, DataTypes } = require('sequelize');
const config = require('../config');

const sequelize = new Sequelize(config.db.url, { dialect: 'postgres', logging: false });

const User = sequelize.define('user', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { underscored: true });

const Article = sequelize.define('article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.TEXT,
  body: DataTypes.TEXT,
  tagList: { type: DataTypes.ARRAY(DataTypes.STRING), defaultValue: [] },
}, { underscored: true });

Article.belongsTo(User, { as: 'author' });

// convenience finders shared across the app
async function findArticleBySlug(slug) {
  return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
}
async function findUserByUsername(username) {
  return User.findOne({ where: { username } });
}

module.exports = { sequelize, User, Article, findArticleBySlug, findUserByUsername };
