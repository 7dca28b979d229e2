from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    database_url: str
    # numeric address of the database server: with hostaddr libpq skips the DNS
    # lookup of the host name on every new pooled connection
    pg_hostaddr: str = "127.0.0.1"
    jwt_secret: str = "conduit"


settings = Settings()
