import os

SQLALCHEMY_DATABASE_URI = os.environ.get(
    "DATABASE_URL", "postgresql://user:password@postgres:5432/conduit"
)
SQLALCHEMY_ENGINE_OPTIONS = {"pool_pre_ping": True}
