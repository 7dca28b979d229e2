import { DataTypes } from 'sequelize';

export function initModels(sequelize) {
  const User = sequelize.define('User', {
    username: { type: DataTypes.STRING, unique: true, allowNull: false },
    email: { type: DataTypes.STRING, unique: true, allowNull: false },
    password: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  });
  const Article = sequelize.define('Article', {
    slug: { type: DataTypes.STRING, unique: true, allowNull: false },
    title: { type: DataTypes.STRING, allowNull: false },
    description: { type: DataTypes.STRING, allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
  });
  const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, allowNull: false } }, { timestamps: false });

  Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
  Article.hasMany(Tag, { as: 'tags', foreignKey: 'articleId', onDelete: 'CASCADE' });

  return { User, Article, Tag };
}
