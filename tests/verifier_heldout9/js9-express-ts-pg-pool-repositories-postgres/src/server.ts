import express from 'express';
import { router } from './routes';
import { migrate } from './db/pool';

const app = express();
app.use(express.json());
app.use('/api', router);
app.use((err: any, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
  res.status(err.status ?? 500).json({ errors: { body: [err.message] } });
});

migrate().then(() => app.listen(3000, () => console.log('Conduit on :3000')));
