import os

DATABASE_URL = os.getenv("DATABASE_URL") or "postgresql+psycopg2://conduit:conduit@localhost:5432/conduit"
if DATABASE_URL.startswith("postgres://"):
    DATABASE_URL = DATABASE_URL.replace("postgres://", "postgresql+psycopg2://", 1)

SECRET_KEY = os.getenv("SECRET_KEY", "dev-secret")
