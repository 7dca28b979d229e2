import os


class Settings:
    database_url: str = os.environ["DATABASE_URL"]
    jwt_secret: str = os.environ.get("JWT_SECRET", "conduit")


settings = Settings()
