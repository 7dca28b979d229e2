import os

POSTGRES_DSN = os.environ.get("POSTGRES_DSN", "postgresql://postgres:postgres@localhost:5432/conduit")
JWT_SECRET = os.environ.get("JWT_SECRET", "conduit-secret")
