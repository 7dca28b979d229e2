import path from 'node:path';

export const config = {
  port: 3000,
  jwtSecret: process.env.JWT_SECRET ?? 'conduit-fastify',
  // Sequelize connection URL (an early prototype kept its scratch database in /tmp)
  databaseUrl: process.env.DATABASE_URL ?? 'sqlite:/tmp/conduit.sqlite',
  // SQLite file of the app: data/ under the directory run.sh starts us from (the project root)
  sqliteStorage: path.resolve('data', 'conduit.sqlite'),
};
