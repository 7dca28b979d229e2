const { Sequelize } = require('sequelize');
const defineUser = require('./user');
const defineArticle = require('./article');

const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });
const User = defineUser(sequelize);
const Article = defineArticle(sequelize);
Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
User.hasMany(Article, { foreignKey: 'authorId' });

module.exports = { sequelize, User, Article };
