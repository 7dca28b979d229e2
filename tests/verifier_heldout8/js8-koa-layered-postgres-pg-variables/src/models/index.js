const { Sequelize } = require('sequelize');

const sequelize = new Sequelize(
  process.env.PGDATABASE,
  process.env.PGUSER,
  process.env.PGPASSWORD,
  {
    host: process.env.PGHOST,
    port: Number(process.env.PGPORT || 5432),
    dialect: 'postgres',
    logging: false,
  },
);

const User = require('./user')(sequelize);
const Article = require('./article')(sequelize);
const Comment = require('./comment')(sequelize);

Article.belongsTo(User, { as: 'author', foreignKey: 'author_id' });
Comment.belongsTo(User, { as: 'author', foreignKey: 'author_id' });
Comment.belongsTo(Article, { foreignKey: 'article_id', onDelete: 'CASCADE' });
Article.hasMany(Comment, { foreignKey: 'article_id' });
User.belongsToMany(User, { through: 'follows', as: 'followers', foreignKey: 'followee_id', otherKey: 'follower_id' });

module.exports = { sequelize, User, Article, Comment };
