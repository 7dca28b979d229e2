const Koa = require('koa');
const tags = require('./routes/tags');

const app = new Koa();
app.use(tags.routes());
app.listen(process.env.PORT || 3000);
