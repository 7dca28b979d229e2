from pydantic import PostgresDsn
from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    """Everything comes from the environment; a missing DATABASE_URL stops the start."""

    database_url: PostgresDsn
    secret_key: str = "insecure-dev-key"
    access_token_expire_minutes: int = 7 * 24 * 60


settings = Settings()
