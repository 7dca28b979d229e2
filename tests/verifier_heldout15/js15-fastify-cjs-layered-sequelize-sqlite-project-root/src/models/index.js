const path = require('node:path');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(__dirname, '..', '..', 'conduit.sqlite'),
  logging: false,
});

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: { type: DataTypes.TEXT, defaultValue: '' },
  image: { type: DataTypes.STRING, allowNull: true },
});

const Favorite = sequelize.define('Favorite', {}, { timestamps: false });
const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
});

Article.belongsTo(User, { as: 'author' });
User.belongsToMany(Article, { through: Favorite, as: 'favorites' });
Article.belongsToMany(User, { through: Favorite, as: 'favoritedBy' });

module.exports = { sequelize, User, Article, Favorite };
