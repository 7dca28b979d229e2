const { Sequelize, DataTypes } = require('sequelize');

// Reads can be spread over a replica in production; both default to the primary.
const primary = { host: process.env.PGHOST, username: process.env.PGUSER, password: process.env.PGPASSWORD };
const replica = process.env.PG_REPLICA_HOST ? { ...primary, host: process.env.PG_REPLICA_HOST } : primary;

const sequelize = new Sequelize(process.env.PGDATABASE, null, null, {
  dialect: 'postgres',
  port: Number(process.env.PGPORT || 5432),
  replication: { read: [replica], write: primary },
  logging: false,
});

const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });
const Article = sequelize.define('Article', { slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING, body: DataTypes.TEXT });
Article.belongsToMany(Tag, { through: 'ArticleTags', as: 'tags' });
Tag.belongsToMany(Article, { through: 'ArticleTags' });

module.exports = { sequelize, Tag, Article };
