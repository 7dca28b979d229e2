from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    database_url: str = "sqlite+aiosqlite:///./var/conduit.db"
    secret_key: str = "dev-only-secret"


settings = Settings()
