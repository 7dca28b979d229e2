const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(__dirname, '..', '..', 'db', 'conduit.sqlite'),
  logging: false,
});

const User = sequelize.define('User', { username: { type: DataTypes.STRING, unique: true } });
const Article = sequelize.define('Article', { slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING });
const Follow = sequelize.define('Follow', { followerId: DataTypes.INTEGER, followingId: DataTypes.INTEGER });
Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });

module.exports = { sequelize, User, Article, Follow };
