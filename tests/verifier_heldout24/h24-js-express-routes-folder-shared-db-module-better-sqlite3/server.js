const express = require('express');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ ok: true }));
app.use('/api', require('./routes/users'));
app.use('/api', require('./routes/tags'));

app.listen(3000, () => console.log('Server running on http://localhost:3000'));
