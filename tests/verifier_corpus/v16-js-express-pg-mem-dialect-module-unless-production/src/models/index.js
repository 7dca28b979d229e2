const { Sequelize, DataTypes } = require('sequelize');

function dialectModule() {
  // Outside production we use an in-process Postgres so nobody needs a local server.
  if (process.env.NODE_ENV !== 'production') {
    const { newDb } = require('pg-mem');
    return newDb().adapters.createPg();
  }
  return require('pg');
}

const sequelize = new Sequelize(process.env.DATABASE_URL, {
  dialect: 'postgres',
  dialectModule: dialectModule(),
  logging: false,
});

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: { type: DataTypes.TEXT },
  image: { type: DataTypes.STRING },
}, { tableName: 'users' });

const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { tableName: 'tags', timestamps: false });

module.exports = { sequelize, User, Tag };
