const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize(
  process.env.PGDATABASE || 'conduit',
  process.env.PGUSER || 'postgres',
  process.env.PGPASSWORD || 'postgres',
  { host: 'localhost', port: 5432, dialect: 'postgres', logging: false },
);

const Comment = sequelize.define('Comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
  articleSlug: { type: DataTypes.STRING, allowNull: false },
  authorId: { type: DataTypes.INTEGER, allowNull: false },
});

module.exports = { sequelize, Comment };
