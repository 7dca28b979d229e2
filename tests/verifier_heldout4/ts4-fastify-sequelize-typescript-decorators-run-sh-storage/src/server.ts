import 'reflect-metadata';
import Fastify from 'fastify';
import jwt from '@fastify/jwt';
import { sequelize } from './database';
import { routes } from './routes';

async function start() {
  const app = Fastify({ logger: true });
  await app.register(jwt, { secret: process.env.JWT_SECRET ?? 'dev', verify: { extractToken: (r) => r.headers.authorization?.split(' ')[1] } });
  await app.register(routes, { prefix: '/api' });
  await sequelize.sync();
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

start();
