const { Sequelize, DataTypes, Op } = require('sequelize');

const sequelize = new Sequelize('conduit_production', process.env.PGUSER, process.env.PGPASSWORD, {
  host: process.env.PGHOST,
  port: process.env.PGPORT || 5432,
  dialect: 'postgres',
  logging: false,
});

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
});
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true, allowNull: false } });
const ArticleTag = sequelize.define('ArticleTag', {}, { timestamps: false });
Article.belongsToMany(Tag, { through: ArticleTag, as: 'tagList' });
Tag.belongsToMany(Article, { through: ArticleTag });

module.exports = { sequelize, Op, Article, Tag, ArticleTag };
