import typed_settings as ts


@ts.settings
class Settings:
    database_url: str = "postgresql+psycopg://user:password@localhost:5432/conduit"
    jwt_secret: str = "dev-secret"
    cache_timeout: int = 60


settings = ts.load(Settings, appname="conduit")
