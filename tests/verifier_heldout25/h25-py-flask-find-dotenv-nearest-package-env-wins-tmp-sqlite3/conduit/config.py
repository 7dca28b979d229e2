import os

from dotenv import find_dotenv, load_dotenv

# Pick up the nearest .env so the app works no matter where it is started from.
load_dotenv(find_dotenv())

DB_PATH = os.environ.get("CONDUIT_DB", "conduit.sqlite3")
JWT_SECRET = os.environ.get("JWT_SECRET", "insecure-dev-secret")
JWT_TTL_MINUTES = int(os.environ.get("JWT_TTL_MINUTES", "1440"))
