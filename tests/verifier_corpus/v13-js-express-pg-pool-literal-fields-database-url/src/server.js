const express = require('express');
const { initSchema } = require('./db');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', require('./routes/users'));
app.use('/api', require('./routes/profiles'));

initSchema()
  .then(() => app.listen(3000, () => console.log('listening on 3000')))
  .catch((err) => {
    console.error('failed to initialise the schema', err);
    process.exit(1);
  });
