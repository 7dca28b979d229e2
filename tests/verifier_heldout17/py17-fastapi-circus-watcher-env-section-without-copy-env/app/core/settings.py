import os

DATABASE_URL = os.getenv("DATABASE_URL", "sqlite:///./conduit-local.db")
SECRET_KEY = os.getenv("SECRET_KEY", "insecure-dev-key")
