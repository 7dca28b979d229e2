'use strict';
module.exports = (sequelize, DataTypes) => {
  const User = sequelize.define('User', {
    username: { type: DataTypes.STRING, allowNull: false, unique: true },
    email: { type: DataTypes.STRING, allowNull: false, unique: true },
    password: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  }, { tableName: 'users' });

  User.associate = (models) => {
    User.hasMany(models.Article, { foreignKey: 'authorId', as: 'articles' });
    User.belongsToMany(models.User, { through: 'follows', as: 'following', foreignKey: 'followerId', otherKey: 'followingId' });
  };
  return User;
};
