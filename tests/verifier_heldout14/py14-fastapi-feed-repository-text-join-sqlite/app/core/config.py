import os

DATABASE_URL = os.getenv("DATABASE_URL", "sqlite+aiosqlite:///./conduit.db")
JWT_SECRET = os.getenv("JWT_SECRET", "change-me-in-production")
JWT_ALGORITHM = "HS256"
JWT_EXPIRE_MINUTES = 60 * 24 * 7


class _Settings:
    database_url = DATABASE_URL
    jwt_secret = JWT_SECRET
    jwt_algorithm = JWT_ALGORITHM
    jwt_expire_minutes = JWT_EXPIRE_MINUTES


def get_settings() -> _Settings:
    return _Settings()
