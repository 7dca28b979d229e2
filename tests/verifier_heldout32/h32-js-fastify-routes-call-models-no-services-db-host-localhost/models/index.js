const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize(process.env.PGDATABASE, process.env.PGUSER, process.env.PGPASSWORD, {
  host: process.env.DB_HOST || 'localhost',
  port: 5432,
  dialect: 'postgres',
  logging: false,
});

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  tagList: { type: DataTypes.ARRAY(DataTypes.STRING), defaultValue: [] },
});

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

Article.belongsTo(User, { as: 'author' });

module.exports = { sequelize, Article, User };
