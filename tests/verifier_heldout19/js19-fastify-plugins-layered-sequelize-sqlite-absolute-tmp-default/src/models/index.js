module.exports = { User: require('./user'), Follow: require('./follow') };
