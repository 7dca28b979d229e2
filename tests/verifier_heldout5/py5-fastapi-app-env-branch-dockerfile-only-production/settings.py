import os

APP_ENV = os.getenv("APP_ENV", "development")

if APP_ENV == "production":
    # Provided by the platform (see Dockerfile / deployment).
    DATABASE_URL = os.environ["DATABASE_URL"]
else:
    # Zero-setup local development.
    DATABASE_URL = "sqlite:///./dev.db"

JWT_SECRET = os.getenv("JWT_SECRET", "dev-secret")
