const Fastify = require('fastify');
const { Sequelize, DataTypes } = require('sequelize');

const schema = {
  type: 'object',
  required: ['PORT'],
  properties: {
    PORT: { type: 'string', default: '3000' },
    DATABASE_URL: { type: 'string', default: 'sqlite:./conduit.sqlite' },
    JWT_SECRET: { type: 'string', default: 'dev-secret' },
  },
};

async function main() {
  const app = Fastify({ logger: true });
  await app.register(require('@fastify/env'), { schema, dotenv: false });

  const sequelize = new Sequelize(app.config.DATABASE_URL, { logging: false });
  const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });
  await sequelize.sync();

  app.get('/api/tags', async () => ({ tags: (await Tag.findAll()).map((t) => t.name) }));
  await app.listen({ port: Number(app.config.PORT), host: '0.0.0.0' });
}

main();
