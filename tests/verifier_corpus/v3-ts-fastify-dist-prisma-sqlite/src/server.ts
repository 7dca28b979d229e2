import Fastify from 'fastify';
import tagRoutes from './routes/tags';

const app = Fastify({ logger: true });
app.register(tagRoutes);

app.listen({ port: Number(process.env.PORT ?? 3000), host: '0.0.0.0' }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
