const { Sequelize, DataTypes } = require('sequelize');

// /tmp is always writable, whatever user the server runs as
const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: '/tmp/conduit.sqlite',
  logging: false,
});

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  authorId: { type: DataTypes.INTEGER, allowNull: false },
});

const Favorite = sequelize.define('Favorite', {
  userId: { type: DataTypes.INTEGER, allowNull: false },
  articleId: { type: DataTypes.INTEGER, allowNull: false },
}, { timestamps: false });

module.exports = { sequelize, Article, Favorite };
