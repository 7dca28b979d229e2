import os

from dotenv import find_dotenv, load_dotenv

load_dotenv(find_dotenv(usecwd=True))

DB_PATH = os.environ.get("DB_PATH", "conduit.sqlite3")
JWT_SECRET = os.environ.get("JWT_SECRET", "change-me")
