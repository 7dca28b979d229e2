import os

DB_PATH = os.environ.get("DB_PATH", "conduit.db")
PORT = int(os.environ.get("PORT", "8080"))
