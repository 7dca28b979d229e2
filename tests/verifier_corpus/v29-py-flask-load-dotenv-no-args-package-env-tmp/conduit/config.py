import os

from dotenv import load_dotenv

load_dotenv()

DB_PATH = os.environ.get("DB_PATH", "conduit.sqlite3")
JWT_SECRET = os.environ.get("JWT_SECRET", "change-me")
