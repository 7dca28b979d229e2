const { Sequelize, DataTypes } = require('sequelize');
const sequelize = new Sequelize(process.env.PGDATABASE, process.env.PGUSER, process.env.PGPASSWORD, {
  host: process.env.PGHOST, port: Number(process.env.PGPORT), dialect: 'postgres', logging: false,
});
const Article = sequelize.define('Article', { slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING, body: DataTypes.TEXT });
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });
const ArticleTag = sequelize.define('ArticleTag', {}, { timestamps: false });
const Favorite = sequelize.define('Favorite', {}, { timestamps: false });
Article.belongsToMany(Tag, { through: ArticleTag });
Tag.belongsToMany(Article, { through: ArticleTag });
Article.hasMany(Favorite, { as: 'favorites' });
module.exports = { sequelize, Sequelize, Article, Tag, ArticleTag, Favorite };
