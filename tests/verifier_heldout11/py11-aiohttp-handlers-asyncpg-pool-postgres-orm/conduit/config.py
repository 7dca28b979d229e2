import os

# the task provides DATABASE_URL=postgresql://...; SQLAlchemy runs it on asyncpg
RAW_DSN = os.environ["DATABASE_URL"]
DATABASE_URL = RAW_DSN.replace("postgresql://", "postgresql+asyncpg://", 1)
JWT_SECRET = os.environ.get("JWT_SECRET", "conduit-secret")
