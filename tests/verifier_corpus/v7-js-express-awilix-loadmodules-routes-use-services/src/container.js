const { createContainer, asFunction, Lifetime } = require('awilix');

const container = createContainer();
container.loadModules(['services/*.js', 'repositories/*.js'], {
  cwd: __dirname,
  formatName: 'camelCase',
  resolverOptions: { register: asFunction, lifetime: Lifetime.SINGLETON },
});
module.exports = container;
