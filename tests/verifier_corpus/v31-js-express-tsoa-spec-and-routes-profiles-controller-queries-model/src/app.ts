import express, { NextFunction, Request, Response } from 'express';
import { RegisterRoutes } from '../build/routes';
import { sequelize } from './models';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.json({ status: 'ok' }));
RegisterRoutes(app);

app.use((err: any, _req: Request, res: Response, _next: NextFunction) => {
  res.status(err.status || 500).json({ errors: { body: [err.message] } });
});

sequelize.sync().then(() => app.listen(3000, '0.0.0.0', () => console.log('conduit on 3000')));
