import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { Sequelize, DataTypes } from 'sequelize';

const { values } = parseArgs({ options: { db: { type: 'string', default: ':memory:' }, port: { type: 'string', default: '3000' } } });
if (values.db !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(values.db)), { recursive: true });
const sequelize = new Sequelize({ dialect: 'sqlite', storage: values.db, logging: false });
const Article = sequelize.define('Article', { slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING, description: DataTypes.STRING, body: DataTypes.TEXT });

const app = Fastify();
app.get('/api/health-check', async () => ({ ok: true }));
app.get('/api/articles/:slug', async (req, reply) => {
  const article = await Article.findOne({ where: { slug: req.params.slug } });
  return article ? { article } : reply.code(404).send({ errors: { body: ['not found'] } });
});
await sequelize.sync();
await app.listen({ port: Number(values.port), host: '0.0.0.0' });
