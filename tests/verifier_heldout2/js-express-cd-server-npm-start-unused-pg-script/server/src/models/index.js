const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize(process.env.DATABASE_URL, { logging: false });
const Article = sequelize.define('Article', { slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING });
const Comment = sequelize.define('Comment', { body: DataTypes.TEXT, authorId: DataTypes.INTEGER });
Article.hasMany(Comment);
Comment.belongsTo(Article);

module.exports = { sequelize, Article, Comment };
