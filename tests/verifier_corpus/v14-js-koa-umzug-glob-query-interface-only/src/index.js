const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const umzug = require('./db/umzug');
const profiles = require('./routes/profiles');

const app = new Koa();
app.use(bodyParser());
app.use(profiles.routes()).use(profiles.allowedMethods());

async function main() {
  await umzug.up();
  app.listen(3000, () => console.log('Conduit (koa) on :3000'));
}

main();
