const express = require('express');
const { migrate } = require('./db');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.json({ ok: true }));
app.use('/api', require('./routes/users'));
app.use('/api', require('./routes/articles'));

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ errors: { body: [err.message] } });
});

migrate().then(() => {
  app.listen(3000, () => console.log('Conduit API listening on http://localhost:3000'));
});
