const { Sequelize, DataTypes } = require('sequelize');
const db = require('../config/db');

const sequelize = new Sequelize(db.database, db.user, db.password, { host: db.host, port: db.port, dialect: 'postgres', logging: false });

const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { tableName: 'tags' });
const Article = sequelize.define('Article', { slug: DataTypes.STRING, title: DataTypes.STRING, body: DataTypes.TEXT }, { tableName: 'articles' });
Article.belongsToMany(Tag, { through: 'article_tags' });

module.exports = { sequelize, Tag, Article };
