const { Sequelize, DataTypes } = require('sequelize');
const config = require('./config');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: config.storage,
  logging: config.logSql ? console.log : false,
});

const User = sequelize.define('user', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  hash: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Article = sequelize.define('article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
});

const Comment = sequelize.define('comment', { body: DataTypes.TEXT });

Article.belongsTo(User, { as: 'author' });
Comment.belongsTo(Article);
Comment.belongsTo(User, { as: 'author' });
Article.hasMany(Comment);

module.exports = { sequelize, User, Article, Comment };
