module.exports = async (app) => { app.get('/health-check', async () => ({ status: 'ok' })); };
