from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(case_sensitive=True)

    database_url: str = "sqlite:///./conduit.db"
    jwt_secret: str = "change-me"
    jwt_ttl_minutes: int = 60 * 24


settings = Settings()
