const fs = require('fs');
const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const storage = path.resolve(process.env.SQLITE_STORAGE || './conduit.sqlite');
fs.mkdirSync(path.dirname(storage), { recursive: true });

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage,
  logging: false,
  hooks: {
    afterConnect: (connection) => new Promise((resolve, reject) => {
      connection.run('PRAGMA foreign_keys = ON', (err) => (err ? reject(err) : resolve()));
    }),
  },
});

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});
const Follow = sequelize.define('Follow', {
  followerId: { type: DataTypes.INTEGER, primaryKey: true, references: { model: User, key: 'id' }, onDelete: 'CASCADE' },
  followingId: { type: DataTypes.INTEGER, primaryKey: true, references: { model: User, key: 'id' }, onDelete: 'CASCADE' },
}, { timestamps: false });

module.exports = { sequelize, User, Follow };
