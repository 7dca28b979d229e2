import os

HOST = os.environ.get("HOST", "0.0.0.0")
PORT = int(os.environ.get("PORT", "8080"))
SQLITE_DB = os.environ.get("SQLITE_DB", "")
