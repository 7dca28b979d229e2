from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(case_sensitive=True)

    DATABASE_URL: str = "sqlite:///./conduit.db"
    JWT_SECRET: str = "change-me"
    JWT_TTL_MINUTES: int = 60 * 24


settings = Settings()
