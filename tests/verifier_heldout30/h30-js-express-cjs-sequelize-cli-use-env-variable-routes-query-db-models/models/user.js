module.exports = (sequelize, DataTypes) => {
  const User = sequelize.define('User', {
    username: { type: DataTypes.STRING, unique: true, allowNull: false },
    email: { type: DataTypes.STRING, unique: true, allowNull: false },
    password: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  });
  User.associate = (models) => {
    User.hasMany(models.Article, { foreignKey: 'authorId' });
    User.belongsToMany(User, { through: 'Follows', as: 'following', foreignKey: 'followerId', otherKey: 'followingId' });
  };
  return User;
};
