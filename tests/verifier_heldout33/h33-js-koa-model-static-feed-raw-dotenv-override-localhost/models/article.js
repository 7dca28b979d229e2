const { DataTypes, Model, QueryTypes } = require('sequelize');

module.exports = (sequelize) => {
  class Article extends Model {
    static feed(userId, limit, offset) {
      return this.sequelize.query(
        `SELECT a.* FROM articles a
           JOIN follows f ON f.following_id = a.author_id
          WHERE f.follower_id = :userId
          ORDER BY a.created_at DESC LIMIT :limit OFFSET :offset`,
        { replacements: { userId, limit, offset }, type: QueryTypes.SELECT, model: Article, mapToModel: true },
      );
    }
  }
  Article.init({ slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING, body: DataTypes.TEXT,
    authorId: DataTypes.INTEGER }, { sequelize, tableName: 'articles', underscored: true });
  return Article;
};
