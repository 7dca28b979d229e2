const { buildApp } = require('./app');

const PORT = Number(process.env.PORT || 3000);

buildApp()
  .then((app) => app.listen(PORT, () => console.log(`Conduit listening on ${PORT}`)))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
