const { Sequelize, DataTypes } = require('sequelize');
const config = require('../config/database');

const sequelize = new Sequelize(config.database, config.username, config.password, config);

const User = sequelize.define('User', { username: DataTypes.STRING, email: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING });
const Article = sequelize.define('Article', { slug: DataTypes.STRING, title: DataTypes.STRING, description: DataTypes.STRING, body: DataTypes.TEXT });
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });
const ArticleTag = sequelize.define('ArticleTag', {}, { timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Article.belongsToMany(Tag, { through: ArticleTag });
Tag.belongsToMany(Article, { through: ArticleTag });

module.exports = { sequelize, User, Article, Tag };
