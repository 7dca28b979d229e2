const { Sequelize, DataTypes } = require('sequelize');
const sequelize = new Sequelize({ dialect: 'sqlite', storage: './conduit.sqlite', logging: false });
const User = sequelize.define('User', { username: DataTypes.STRING, email: DataTypes.STRING, password: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING });
const Article = sequelize.define('Article', { slug: DataTypes.STRING, title: DataTypes.STRING, description: DataTypes.STRING, body: DataTypes.TEXT, authorId: DataTypes.INTEGER });
const ArticleTag = sequelize.define('ArticleTag', { articleId: DataTypes.INTEGER, tag: DataTypes.STRING }, { timestamps: false });
const Favorite = sequelize.define('Favorite', { articleId: DataTypes.INTEGER, userId: DataTypes.INTEGER }, { timestamps: false });
module.exports = { sequelize, User, Article, ArticleTag, Favorite };
