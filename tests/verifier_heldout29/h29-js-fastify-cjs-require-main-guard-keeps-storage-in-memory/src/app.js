const path = require('path');
const Fastify = require('fastify');
const { Sequelize, DataTypes } = require('sequelize');

const DB_FILE = path.join(__dirname, '..', 'data', 'conduit.sqlite');

// Started directly (`node src/app.js`) we use the on-disk database; when this
// module is imported (tests, tooling) we use a throwaway in-memory database.
const storage = require.main === module ? DB_FILE : ':memory:';

const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
});

const Comment = sequelize.define('Comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
});

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Comment.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Comment.belongsTo(Article, { foreignKey: 'articleId' });
Article.hasMany(Comment, { foreignKey: 'articleId' });

const models = { User, Article, Comment };

function buildApp(opts = {}) {
  const app = Fastify({ logger: opts.logger ?? false });
  app.register(require('@fastify/jwt'), {
    secret: process.env.JWT_SECRET || 'conduit-secret',
    verify: { extractToken: (req) => (req.headers.authorization || '').replace(/^Token /, '') },
  });
  app.decorate('models', models);
  app.decorate('authenticate', async (req, reply) => {
    try {
      await req.jwtVerify();
    } catch (err) {
      reply.code(401).send({ errors: { body: ['unauthorized'] } });
    }
  });
  app.get('/api/health-check', async () => ({ status: 'ok' }));
  app.register(require('./routes/users'), { prefix: '/api' });
  app.register(require('./routes/articles'), { prefix: '/api' });
  return app;
}

async function start() {
  await sequelize.sync();
  const app = buildApp({ logger: true });
  await app.listen({ port: 3000, host: '0.0.0.0' });
  return app;
}

if (require.main === module) {
  start().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

module.exports = { buildApp, start, sequelize, models };
