from decouple import config

DATABASE_URL = config("DATABASE_URL", default="sqlite+aiosqlite:///./conduit.db")
JWT_SECRET = config("JWT_SECRET", default="change-me")
LOG_LEVEL = config("LOG_LEVEL", default="WARNING")
