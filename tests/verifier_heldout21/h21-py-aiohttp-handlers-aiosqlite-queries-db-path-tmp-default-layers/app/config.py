import os

DB_PATH = os.getenv("DB_PATH", "/tmp/conduit.sqlite3")
PORT = int(os.getenv("PORT", "8080"))
