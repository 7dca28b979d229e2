import { DataTypes } from 'sequelize';

export function defineArticle(sequelize) {
  const Article = sequelize.define('Article', {
    slug: { type: DataTypes.STRING, allowNull: false, unique: true },
    title: { type: DataTypes.STRING, allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
  }, { tableName: 'articles' });

  Article.prototype.toJSON = function toJSON() {
    const { slug, title, description, body, createdAt, updatedAt, author } = this.get({ plain: true });
    return { slug, title, description, body, createdAt, updatedAt, author: author && { username: author.username, bio: author.bio, image: author.image, following: false } };
  };
  return Article;
}
