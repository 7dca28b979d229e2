const app = require('./app');
const { createSchema } = require('./schema');

const port = Number(process.env.PORT || 3000);

createSchema().then(() => app.listen(port, '0.0.0.0'));
