const { Sequelize, DataTypes } = require('sequelize');
const env = require('../env');

const sequelize = new Sequelize(env.dbUrl, { dialect: 'postgres', logging: false });

const User = sequelize.define('user', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});
const Tag = sequelize.define('tag', { name: { type: DataTypes.STRING, unique: true } }, { timestamps: false });

module.exports = { sequelize, User, Tag };
