import os

POSTGRES_DSN = os.getenv("POSTGRES_DSN", "postgresql://postgres:postgres@localhost:5432/conduit")
JWT_SECRET = os.getenv("JWT_SECRET", "secret")
