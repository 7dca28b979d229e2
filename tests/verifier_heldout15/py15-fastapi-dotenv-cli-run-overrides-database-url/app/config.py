import os

DATABASE_URL = os.environ["DATABASE_URL"]
JWT_SECRET = os.environ.get("JWT_SECRET", "change-me")
DB_POOL_MAX = int(os.environ.get("DB_POOL_MAX", "10"))
