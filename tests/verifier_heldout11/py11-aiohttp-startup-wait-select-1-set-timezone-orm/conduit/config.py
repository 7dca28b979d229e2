import os

# the task provides DATABASE_URL=postgresql://...; run it on asyncpg
DATABASE_URL = os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+asyncpg://", 1)
JWT_SECRET = os.environ.get("JWT_SECRET", "conduit-secret")
