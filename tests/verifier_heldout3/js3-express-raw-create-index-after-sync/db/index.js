const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.resolve(__dirname, '..', 'conduit.sqlite3'),
  logging: false,
});

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  tagList: { type: DataTypes.JSON, defaultValue: [] },
});
Article.belongsTo(User, { as: 'author' });

async function init() {
  await sequelize.sync();
  // Sequelize's unique: true is case-sensitive; e-mails must be unique regardless of case.
  await sequelize.query('CREATE UNIQUE INDEX IF NOT EXISTS users_email_ci ON Users (lower(email))');
  await sequelize.query('CREATE INDEX IF NOT EXISTS articles_created ON Articles (createdAt DESC)');
}

module.exports = { sequelize, User, Article, init };
