const express = require('express');
const { migrate } = require('./db/pool');

(async () => {
  await migrate();
  const app = express();
  app.use(express.json());
  app.get('/api/health-check', (req, res) => res.send('ok'));
  app.use('/api', require('./routes/profiles'));
  app.use((err, req, res, next) => res.status(err.status || 500).json({ errors: { body: [err.message] } }));
  app.listen(3000);
})();
