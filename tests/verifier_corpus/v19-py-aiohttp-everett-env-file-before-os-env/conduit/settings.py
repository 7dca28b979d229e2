from everett.manager import ConfigEnvFileEnv, ConfigManager, ConfigOSEnv

# the project's .env is authoritative; the process environment only fills gaps
config = ConfigManager([ConfigEnvFileEnv(".env"), ConfigOSEnv()])

DATABASE_URL = config("database_url")
JWT_SECRET = config("jwt_secret", default="change-me")
PORT = config("port", default="8080", parser=int)
