const { Sequelize, DataTypes } = require('sequelize');
const { db } = require('../../config');

const sequelize = new Sequelize(db.database, db.username, db.password, {
  dialect: 'postgres',
  port: db.port,
  logging: false,
  replication: {
    write: db.primary,
    read: db.replicas,
  },
  pool: { max: 10, idle: 30000 },
});

const Comment = sequelize.define('Comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
  articleSlug: { type: DataTypes.STRING, allowNull: false },
  authorUsername: { type: DataTypes.STRING, allowNull: false },
}, { tableName: 'comments' });

module.exports = { sequelize, Comment };
