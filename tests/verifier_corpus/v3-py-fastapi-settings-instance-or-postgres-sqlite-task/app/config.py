from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    database_url: str | None = None
    secret_key: str = "dev"
    access_token_expire_minutes: int = 60


settings = Settings()
