const fp = require('fastify-plugin');
const { Sequelize, DataTypes } = require('sequelize');

async function db(fastify) {
  const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });

  const Article = sequelize.define('Article', {
    slug: { type: DataTypes.STRING, allowNull: false, unique: true },
    title: { type: DataTypes.STRING, allowNull: false },
    description: { type: DataTypes.STRING, allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
    author: { type: DataTypes.STRING, allowNull: false },
  }, { tableName: 'articles' });

  const Favorite = sequelize.define('Favorite', {
    username: { type: DataTypes.STRING, allowNull: false },
  }, { tableName: 'favorites', timestamps: false });

  Article.hasMany(Favorite, { as: 'favorites', foreignKey: 'articleId' });
  Favorite.belongsTo(Article, { foreignKey: 'articleId' });

  await sequelize.sync();
  fastify.decorate('models', { Article, Favorite });
  fastify.addHook('onClose', async () => sequelize.close());
}

module.exports = fp(db);
