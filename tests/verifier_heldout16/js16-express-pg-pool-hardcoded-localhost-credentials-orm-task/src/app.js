const express = require('express');
const morgan = require('morgan');
const initSchema = require('./config/schema');

const app = express();
app.use(morgan('dev'));
app.use(express.json());
app.get('/api/health-check', (req, res) => res.status(200).json({ status: 'ok' }));
app.use('/api', require('./routes'));

initSchema()
  .then(() => app.listen(3000, () => console.log('Server listening on port 3000')))
  .catch((err) => { console.error('Failed to init schema', err); process.exit(1); });
