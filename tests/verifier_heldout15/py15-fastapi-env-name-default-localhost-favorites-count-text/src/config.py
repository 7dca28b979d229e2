import os

DATABASE_URL = os.getenv("POSTGRES_URL", "postgresql://user:password@localhost:5432/conduit")
SECRET_KEY = os.getenv("SECRET_KEY", "dev-secret-key")
ACCESS_TOKEN_EXPIRE_MINUTES = 60 * 24 * 7
