import express from 'express';
import { migrate } from './db/sql.js';
import { api } from './routes/index.js';

const app = express();
app.use(express.json());
app.use('/api', api);
app.use((err, req, res, next) => res.status(500).json({ errors: { body: [err.message] } }));

await migrate();
app.listen(3000, () => console.log('conduit on 3000'));
