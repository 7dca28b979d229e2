const { Sequelize, DataTypes } = require('sequelize');

const url = new URL(process.env.DATABASE_URL || 'postgresql://user:password@postgres:5432/conduit');
// Outside production the database runs on this machine.
if (process.env.NODE_ENV !== 'production') {
  url.hostname = 'localhost';
}

const sequelize = new Sequelize(url.toString(), { dialect: 'postgres', logging: false });

const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { tableName: 'tags', timestamps: false });

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.TEXT, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'articles' });

Article.belongsToMany(Tag, { through: 'article_tags', as: 'tags' });
Tag.belongsToMany(Article, { through: 'article_tags' });

module.exports = { sequelize, Tag, Article };
