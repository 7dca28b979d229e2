const sequelize = require('../db/connection');
const User = require('./user')(sequelize);
const Article = require('./article')(sequelize);
const Tag = require('./tag')(sequelize);

Article.belongsTo(User, { as: 'author' });
Article.belongsToMany(Tag, { through: 'article_tags' });
Tag.belongsToMany(Article, { through: 'article_tags' });

module.exports = { sequelize, User, Article, Tag };
