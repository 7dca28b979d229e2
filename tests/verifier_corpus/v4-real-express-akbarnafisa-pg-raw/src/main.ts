import { app } from './app/app';

app.listen(3131, () => {});
