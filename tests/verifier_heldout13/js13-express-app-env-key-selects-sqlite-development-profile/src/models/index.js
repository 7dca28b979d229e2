const { Sequelize, DataTypes } = require('sequelize');
const profiles = require('../../config/database');

const env = process.env.APP_ENV || 'development';
const cfg = profiles[env];

const sequelize = cfg.url ? new Sequelize(cfg.url, cfg) : new Sequelize(cfg);

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  hash: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Follow = sequelize.define('Follow', {}, { timestamps: false });
User.belongsToMany(User, { through: Follow, as: 'followers', foreignKey: 'followingId', otherKey: 'followerId' });

module.exports = { sequelize, env, User, Follow };
