const express = require('express');
const tags = require('./routes/tags');
const profiles = require('./routes/profiles');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api/tags', tags);
app.use('/api/profiles', profiles);

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ errors: { body: ['internal error'] } });
});

const port = Number(process.env.PORT || 3000);
app.listen(port, '0.0.0.0', () => console.log(`Conduit listening on ${port}`));
