'use strict';
const express = require('express');
const articles = require('./routes/articles');

const app = express();
app.use(express.json());
app.use('/api', articles);
app.use((err, req, res, _next) => res.status(500).json({ errors: { body: [err.message] } }));

const port = Number(process.env.PORT) || 3000;
app.listen(port, () => console.log(`listening on ${port}`));
