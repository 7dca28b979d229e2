import Fastify from 'fastify';
import { Sequelize, DataTypes } from 'sequelize';

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: process.env.SQLITE_DB ?? './conduit.sqlite',
  logging: false,
});

const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { timestamps: false });
const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
});
Article.belongsToMany(Tag, { through: 'ArticleTags' });
Tag.belongsToMany(Article, { through: 'ArticleTags' });

const app = Fastify({ logger: true });

app.get('/api/health-check', async () => ({ status: 'ok' }));

app.get('/api/tags', async () => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  return { tags: tags.map((t) => t.name) };
});

app.post('/api/articles', async (request, reply) => {
  const { title, description, body, tagList = [] } = request.body?.article ?? {};
  if (!title || !description || !body) {
    return reply.code(422).send({ errors: { body: ['title, description and body are required'] } });
  }
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-') + '-' + Date.now();
  const article = await Article.create({ slug, title, description, body });
  const tags = await Promise.all(tagList.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
  await article.setTags(tags);
  reply.code(201);
  return { article: { slug, title, description, body, tagList, createdAt: article.createdAt, updatedAt: article.updatedAt } };
});

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
