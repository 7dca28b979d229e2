module.exports = (sequelize, DataTypes) => {
  const Article = sequelize.define('Article', {
    slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING,
    description: DataTypes.STRING, body: DataTypes.TEXT,
  });
  Article.associate = (models) => { Article.belongsTo(models.User, { as: 'author', foreignKey: 'authorId' }); };
  return Article;
};
