require('dotenv').config();

const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { pool, ensureSchema } = require('./db/pool');
const tags = require('./routes/tags');

const app = new Koa();
app.context.db = pool;
app.use(bodyParser());
app.use(tags.routes());

ensureSchema()
  .then(() => app.listen(3000, () => console.log('Conduit on :3000')))
  .catch((err) => {
    console.error('database not reachable', err);
    process.exit(1);
  });
