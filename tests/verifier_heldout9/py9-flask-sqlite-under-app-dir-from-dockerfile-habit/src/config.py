import os

DATA_DIR = os.environ.get("CONDUIT_DATA_DIR", "/app/data")
os.makedirs(DATA_DIR, exist_ok=True)

SQLALCHEMY_DATABASE_URI = f"sqlite:///{DATA_DIR}/conduit.db"
SQLALCHEMY_TRACK_MODIFICATIONS = False
JWT_SECRET = os.environ.get("JWT_SECRET", "conduit-secret")
