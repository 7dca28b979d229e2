import os

DATABASE_URL = os.getenv("DATABASE_URL", "sqlite:///./conduit.db")
JWT_SECRET = os.getenv("JWT_SECRET", "conduit-dev-secret")
JWT_EXPIRE_MINUTES = 60 * 24
