const express = require('express');
const { sequelize, Tag, User } = require('./models');
const { TagRepository } = require('./repositories/tagRepository');
const { UserRepository } = require('./repositories/userRepository');
const { TagManager } = require('./managers/tagManager');
const { ProfileManager } = require('./managers/profileManager');
const tagHandlers = require('./handlers/tags');
const profileHandlers = require('./handlers/profiles');

const app = express();
app.use(express.json());

// composition root
const tagRepository = new TagRepository(Tag);
app.locals.repositories = { tags: tagRepository };
app.locals.managers = {
  tags: new TagManager(tagRepository),
  profiles: new ProfileManager(new UserRepository(User)),
};

app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', tagHandlers);
app.use('/api', profileHandlers);

sequelize.sync().then(() => {
  app.listen(3000, '0.0.0.0', () => console.log('conduit on 3000'));
});
