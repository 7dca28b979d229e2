const path = require('path');
const fastify = require('fastify')();
const knex = require('knex')({
  client: 'sqlite3',
  connection: { filename: path.join(__dirname, 'conduit.sqlite3') },
  useNullAsDefault: true,
});

async function schema() {
  if (!(await knex.schema.hasTable('tags'))) {
    await knex.schema.createTable('tags', (t) => { t.increments('id'); t.string('name').unique(); });
  }
  if (!(await knex.schema.hasTable('articles'))) {
    await knex.schema.createTable('articles', (t) => {
      t.increments('id'); t.string('slug').unique(); t.string('title'); t.text('body'); t.timestamps(true, true);
    });
  }
}

fastify.get('/api/health-check', async () => ({ ok: true }));
fastify.get('/api/tags', async () => ({ tags: await knex('tags').orderBy('name').pluck('name') }));
fastify.get('/api/articles/:slug', async (req, reply) => {
  const article = await knex('articles').where({ slug: req.params.slug }).first();
  if (!article) return reply.code(404).send({ errors: { body: ['not found'] } });
  return { article };
});

schema().then(() => fastify.listen({ port: 3000, host: '0.0.0.0' }));
