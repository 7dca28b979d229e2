const config = require('config');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize(config.get('db.url'), {
  logging: config.get('db.logging'),
  pool: config.has('db.pool') ? config.get('db.pool') : undefined,
});

const User = sequelize.define('User', {
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  tagList: { type: DataTypes.ARRAY(DataTypes.STRING), defaultValue: [] },
});

Article.belongsTo(User, { as: 'author' });

module.exports = { sequelize, User, Article };
