const { Model, DataTypes } = require('sequelize');

class Article extends Model {
  static initModel(sequelize) {
    return Article.init({
      slug: { type: DataTypes.STRING, allowNull: false, unique: true },
      title: { type: DataTypes.STRING, allowNull: false },
      description: { type: DataTypes.TEXT, allowNull: false },
      body: { type: DataTypes.TEXT, allowNull: false },
      tagList: { type: DataTypes.JSON, allowNull: false, defaultValue: [] },
    }, { sequelize, tableName: 'articles' });
  }
}

module.exports = Article;
