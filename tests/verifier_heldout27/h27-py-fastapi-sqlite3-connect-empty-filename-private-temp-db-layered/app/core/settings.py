import os

# Where the SQLite file lives. Deployments set CONDUIT_DB_FILE (see .env.example).
DB_FILE = os.getenv("CONDUIT_DB_FILE", "")
JWT_SECRET = os.getenv("CONDUIT_JWT_SECRET", "change-me")
