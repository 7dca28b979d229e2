const { Sequelize, DataTypes } = require('sequelize');
const config = require('../config/database');

const sequelize = new Sequelize(config.database, config.username, config.password, config);

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: { type: DataTypes.TEXT, defaultValue: '' },
  image: { type: DataTypes.STRING, allowNull: true },
});

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
});

const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });
const ArticleTag = sequelize.define('ArticleTag', {}, { timestamps: false });
const Favorite = sequelize.define('Favorite', {}, { timestamps: false });
const Follow = sequelize.define('Follow', {}, { timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Article.belongsToMany(Tag, { through: ArticleTag, as: 'tags' });
Tag.belongsToMany(Article, { through: ArticleTag });
User.belongsToMany(Article, { through: Favorite, as: 'favorites' });
Article.belongsToMany(User, { through: Favorite, as: 'favoritedBy' });
User.belongsToMany(User, { through: Follow, as: 'following', foreignKey: 'followerId', otherKey: 'followingId' });

module.exports = { sequelize, User, Article, Tag, Favorite, Follow };
