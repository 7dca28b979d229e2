import os

DATABASE_URL = os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+asyncpg://", 1)
# Comment threads are append-only documents; they live in MongoDB.
MONGO_URL = os.environ.get("MONGO_URL", "mongodb://localhost:27017")
MONGO_DB = os.environ.get("MONGO_DB", "conduit")
JWT_SECRET = os.environ.get("JWT_SECRET", "conduit-secret")
