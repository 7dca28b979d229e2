const { DataTypes, Model, QueryTypes } = require('sequelize');
const sequelize = require('./db');
const User = require('./user');

class Article extends Model {
  static bySlug(slug) {
    return this.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
  }

  static recent({ limit = 20, offset = 0 } = {}) {
    return this.findAndCountAll({ include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']], limit, offset });
  }

  // Articles by the authors `userId` follows. One query instead of two round trips.
  static async feed(userId, { limit = 20, offset = 0 } = {}) {
    const ids = await this.sequelize.query(
      `SELECT a.id FROM articles a
         JOIN follows f ON f.followedId = a.authorId
        WHERE f.followerId = :userId
        ORDER BY a.createdAt DESC
        LIMIT :limit OFFSET :offset`,
      { replacements: { userId, limit, offset }, type: QueryTypes.SELECT },
    );
    return this.findAll({ where: { id: ids.map((r) => r.id) }, include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']] });
  }
}

Article.init({
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { sequelize, modelName: 'article' });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });

module.exports = Article;
