const { DataTypes } = require('sequelize');

function defineEntities(sequelize) {
  const User = sequelize.define('User', {
    username: { type: DataTypes.STRING, unique: true, allowNull: false },
    email: { type: DataTypes.STRING, unique: true, allowNull: false },
    passwordHash: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  });
  const Article = sequelize.define('Article', {
    slug: { type: DataTypes.STRING, unique: true },
    title: DataTypes.STRING,
    description: DataTypes.STRING,
    body: DataTypes.TEXT,
    tagList: { type: DataTypes.JSON, defaultValue: [] },
  });
  const Favorite = sequelize.define('Favorite', {}, { timestamps: false });

  User.hasMany(Article, { foreignKey: 'authorId' });
  Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
  User.belongsToMany(Article, { through: Favorite, as: 'favorites' });
  Article.belongsToMany(User, { through: Favorite, as: 'favoritedBy' });

  return { User, Article, Favorite };
}

module.exports = { defineEntities };
