import os

DATABASE_URL = os.environ["DATABASE_URL"]
# Name of the application database; kept separate from the maintenance database in the URL.
DB_NAME = os.environ.get("CONDUIT_DB_NAME", "conduit_app")
POOL_MAX = int(os.environ.get("DB_POOL_MAX", "10"))
