module.exports = (sequelize, DataTypes) => {
  const User = sequelize.define('User', {
    username: { type: DataTypes.STRING, unique: true }, email: { type: DataTypes.STRING, unique: true },
    password: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING,
  });
  User.associate = (models) => { User.hasMany(models.Article, { foreignKey: 'authorId' }); };
  return User;
};
