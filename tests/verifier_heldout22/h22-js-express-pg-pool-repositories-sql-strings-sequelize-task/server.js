const express = require('express');
const migrate = require('./db/schema');

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.status(200).send('ok'));
app.use('/api', require('./routes/users'));

migrate()
  .then(() => app.listen(3000, () => console.log('listening on http://localhost:3000')))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
