from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    database_url: str = "postgresql+psycopg://user:password@postgres:5432/conduit"
    jwt_secret: str = "change-me"


settings = Settings()
