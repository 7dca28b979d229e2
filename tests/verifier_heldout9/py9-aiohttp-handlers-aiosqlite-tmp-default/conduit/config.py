import os

DB_PATH = os.environ.get("DB_PATH", "/tmp/conduit.db")
PORT = int(os.environ.get("PORT", "8080"))
