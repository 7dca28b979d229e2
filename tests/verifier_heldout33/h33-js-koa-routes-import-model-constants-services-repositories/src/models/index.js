const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');
const defineComment = require('./comment');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(__dirname, '..', '..', 'data', 'conduit.sqlite'),
  logging: false,
});
const Article = sequelize.define('Article', { slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING });
const Comment = defineComment(sequelize);
module.exports = { sequelize, Article, Comment };
