module.exports = (sequelize) => {
  const User = require('./user')(sequelize);
  const Article = require('./article')(sequelize);
  Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
  return { User, Article };
};
