module.exports = (sequelize, DataTypes) => {
  const Article = sequelize.define('Article', {
    slug: { type: DataTypes.STRING, unique: true, allowNull: false },
    title: DataTypes.STRING,
    description: DataTypes.STRING,
    body: DataTypes.TEXT,
    tagList: { type: DataTypes.ARRAY(DataTypes.STRING), defaultValue: [] },
  });
  Article.associate = (models) => {
    Article.belongsTo(models.User, { as: 'author', foreignKey: 'authorId' });
  };
  return Article;
};
