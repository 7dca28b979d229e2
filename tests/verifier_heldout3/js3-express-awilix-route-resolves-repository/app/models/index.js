const { DataTypes } = require('sequelize');

module.exports = ({ sequelize }) => {
  const User = sequelize.define('user', {
    username: { type: DataTypes.STRING, unique: true },
    email: { type: DataTypes.STRING, unique: true },
    password: DataTypes.STRING,
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  });
  const Follow = sequelize.define('follow', {
    followerId: { type: DataTypes.INTEGER, primaryKey: true },
    followeeId: { type: DataTypes.INTEGER, primaryKey: true },
  }, { timestamps: false });
  const Article = sequelize.define('article', {
    slug: { type: DataTypes.STRING, unique: true },
    title: DataTypes.STRING,
    description: DataTypes.STRING,
    body: DataTypes.TEXT,
  });
  Article.belongsTo(User, { as: 'author' });
  return { User, Follow, Article };
};
