import os

DATABASE_URL = os.environ.get("CONDUIT_SQLITE_URL", "sqlite:///../data/conduit.db")
JWT_SECRET = os.environ.get("JWT_SECRET", "change-me")
