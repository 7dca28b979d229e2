from everett.manager import ConfigManager

config = ConfigManager.basic_config(doc="See .env for local defaults.")

DATABASE_URL = config("database_url")
JWT_SECRET = config("jwt_secret", default="change-me")
PORT = config("port", default="8080", parser=int)
