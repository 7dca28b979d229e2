const express = require('express');
const { ensureSchema } = require('./db/schema');

const app = express();
app.use(express.json());

app.get('/api/health-check', (_req, res) => res.sendStatus(200));
app.use('/api', require('./routes/users'));
app.use('/api', require('./routes/articles'));
app.use('/api', require('./routes/tags'));

app.use((err, _req, res, _next) => {
  res.status(err.status || 500).json({ errors: { body: [err.message] } });
});

ensureSchema()
  .then(() => app.listen(3000, () => console.log('listening on 3000')))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
