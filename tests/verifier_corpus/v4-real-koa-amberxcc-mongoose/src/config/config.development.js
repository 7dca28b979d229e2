module.exports = {
    SERVER_PORT: 3001,

    MONGODB_URL:'mongodb://47.96.9.220/realworld',

    MONGODB_OPTION: {
        serverSelectionTimeoutMS: 5000
    },

    SECRET_KEY: "secret",

    TOKEN_TIME: "7d"
}