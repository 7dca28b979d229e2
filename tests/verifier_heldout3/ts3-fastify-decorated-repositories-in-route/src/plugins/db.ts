import fp from 'fastify-plugin';
import postgres from 'postgres';

const env = process.env;
const url = `postgres://${env.PGUSER}:${encodeURIComponent(env.PGPASSWORD ?? '')}@${env.PGHOST}:${env.PGPORT}/${env.PGDATABASE}`;

export const sql = postgres(url, { max: 10 });

export default fp(async (app) => {
  await sql`CREATE TABLE IF NOT EXISTS articles (
    id SERIAL PRIMARY KEY, slug TEXT UNIQUE NOT NULL, title TEXT NOT NULL, description TEXT NOT NULL,
    body TEXT NOT NULL, author_id INTEGER NOT NULL, created_at TIMESTAMPTZ DEFAULT now(), updated_at TIMESTAMPTZ DEFAULT now())`;
  await sql`CREATE TABLE IF NOT EXISTS comments (
    id SERIAL PRIMARY KEY, article_id INTEGER REFERENCES articles(id) ON DELETE CASCADE,
    author_id INTEGER NOT NULL, body TEXT NOT NULL, created_at TIMESTAMPTZ DEFAULT now())`;
  app.addHook('onClose', async () => sql.end());
});
