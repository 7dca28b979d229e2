import { DataTypes } from 'sequelize';

export function defineModels(sequelize) {
  const User = sequelize.define('User', {
    username: { type: DataTypes.STRING, allowNull: false, unique: true },
    email: { type: DataTypes.STRING, allowNull: false, unique: true },
    passwordHash: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  });
  const Article = sequelize.define('Article', {
    slug: { type: DataTypes.STRING, allowNull: false, unique: true },
    title: { type: DataTypes.STRING, allowNull: false },
    description: DataTypes.STRING,
    body: DataTypes.TEXT,
  });
  Article.belongsTo(User, { as: 'author' });
  User.hasMany(Article, { foreignKey: 'authorId' });
  return { User, Article };
}
