import os

# /app/data is the volume the Dockerfile declares
SQLITE_PATH = os.environ.get("SQLITE_PATH", "/app/data/conduit.db")
SECRET_KEY = os.environ.get("SECRET_KEY", "dev-secret")
