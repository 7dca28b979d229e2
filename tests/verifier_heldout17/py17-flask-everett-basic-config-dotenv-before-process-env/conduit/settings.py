from everett.manager import ConfigManager

config = ConfigManager.basic_config(
    doc="Conduit API configuration: reads .env, then the process environment."
)

DATABASE_URL = config("DATABASE_URL", default="postgresql://user:password@postgres:5432/conduit")
JWT_SECRET = config("JWT_SECRET", default="change-me")
LOG_LEVEL = config("LOG_LEVEL", default="info")
