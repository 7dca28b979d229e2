import express from 'express';
import { migrate } from './repositories/db.js';
import { api } from './routes/index.js';

await migrate();

const app = express();
app.use(express.json());
app.use('/api', api);
app.use((err, _req, res, _next) => res.status(err.status ?? 500).json({ errors: { body: [err.message] } }));
app.listen(3000, () => console.log('listening on 3000'));
