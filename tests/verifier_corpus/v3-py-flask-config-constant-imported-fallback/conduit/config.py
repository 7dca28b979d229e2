import os

SECRET_KEY = os.getenv("SECRET_KEY", "dev")
DATABASE_URL = os.getenv("DATABASE_URL")
JWT_EXPIRES_DAYS = int(os.getenv("JWT_EXPIRES_DAYS", "7"))
