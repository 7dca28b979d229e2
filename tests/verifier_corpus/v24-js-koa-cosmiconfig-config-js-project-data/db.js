const fs = require('fs');
const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

function connect(settings) {
  fs.mkdirSync(path.dirname(settings.filename), { recursive: true });
  const sequelize = new Sequelize({ dialect: 'sqlite', storage: settings.filename, logging: false });

  const User = sequelize.define('User', {
    username: { type: DataTypes.STRING, allowNull: false, unique: true },
    email: { type: DataTypes.STRING, allowNull: false, unique: true },
    password: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  });
  const Follow = sequelize.define('Follow', {}, { timestamps: false });
  User.belongsToMany(User, { through: Follow, as: 'followers', foreignKey: 'followingId', otherKey: 'followerId' });

  return { sequelize, User, Follow };
}

module.exports = { connect };
