import Fastify from 'fastify';
import sequelizePlugin from './plugins/sequelize';
import routes from './routes';

const app = Fastify({ logger: true });

app.register(sequelizePlugin);
app.register(routes, { prefix: '/api' });

app.listen({ port: 3000, host: '0.0.0.0' }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
