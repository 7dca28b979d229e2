from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    database_url: str = "sqlite:///./conduit.sqlite3"
    secret_key: str = "change-me"


settings = Settings()
