const fs = require('fs');
const path = require('path');
const fastify = require('fastify')();
const { Sequelize, DataTypes, QueryTypes } = require('sequelize');

const dataDir = process.env.RUNTIME_DIRECTORY || '/run/conduit';
fs.mkdirSync(dataDir, { recursive: true });

const sequelize = new Sequelize({ dialect: 'sqlite', storage: path.join(dataDir, 'conduit.sqlite'), logging: false });
const Article = sequelize.define('Article', { slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING, body: DataTypes.TEXT });
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { timestamps: false });
const ArticleTag = sequelize.define('ArticleTag', {}, { timestamps: false });
Article.belongsToMany(Tag, { through: ArticleTag });
Tag.belongsToMany(Article, { through: ArticleTag });

fastify.get('/api/health-check', async () => ({ ok: true }));
fastify.get('/api/tags', async () => {
  const rows = await sequelize.query(
    'SELECT t.name FROM Tags t JOIN ArticleTags at ON at.TagId = t.id GROUP BY t.name ORDER BY COUNT(*) DESC',
    { type: QueryTypes.SELECT },
  );
  return { tags: rows.map((r) => r.name) };
});
fastify.get('/api/articles/:slug', async (req, reply) => {
  const article = await Article.findOne({ where: { slug: req.params.slug }, include: Tag });
  return article ? { article } : reply.code(404).send();
});

sequelize.sync().then(() => fastify.listen({ port: 3000, host: '0.0.0.0' }));
