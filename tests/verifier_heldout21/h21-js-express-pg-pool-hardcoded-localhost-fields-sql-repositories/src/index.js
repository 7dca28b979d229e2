const express = require('express');
const { migrate } = require('./db/schema');
const routes = require('./routes');

const app = express();
app.use(express.json());
app.use('/api', routes);

migrate()
  .then(() => app.listen(3000, () => console.log('API on :3000')))
  .catch((e) => { console.error('startup failed', e); process.exit(1); });
