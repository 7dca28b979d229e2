import 'dotenv/config';
import express from 'express';
import { sequelize } from './models/index.js';
import { users } from './routes/users.js';

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', users);
app.use((err, req, res, next) => res.status(500).json({ errors: { body: [err.message] } }));

await sequelize.sync();
app.listen(Number(process.env.PORT ?? 3000), () => console.log('Conduit API ready'));
