const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const isProd = process.env.NODE_ENV === 'production';

// in-memory database in development and tests: fresh state on every restart
const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: isProd ? path.join(__dirname, '..', 'conduit.sqlite') : ':memory:',
  logging: isProd ? false : console.log,
});

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
});

const Follow = sequelize.define('Follow', {
  followerId: { type: DataTypes.INTEGER, primaryKey: true },
  followingId: { type: DataTypes.INTEGER, primaryKey: true },
}, { timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });

module.exports = { sequelize, User, Article, Follow };
