const express = require('express');

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.json({ ok: true }));
app.use('/api', require('./routes/users'));
app.use('/api', require('./routes/articles'));

app.listen(3000, () => console.log('listening on 3000'));
