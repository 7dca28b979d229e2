import os

MONGODB_URL = os.getenv("MONGODB_URL", "mongodb://localhost:27017")
MONGODB_DB = os.getenv("MONGODB_DB", "conduit")
JWT_SECRET = os.getenv("JWT_SECRET", "conduit-secret")
