class BaseConfig:
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    JWT_TTL_SECONDS = 60 * 60 * 24
    JSON_SORT_KEYS = False


class DevelopmentConfig(BaseConfig):
    DEBUG = False
    SQLALCHEMY_DATABASE_URI = "sqlite:///conduit-dev.db"
    SQLALCHEMY_ECHO = False


class TestingConfig(BaseConfig):
    TESTING = True
    SQLALCHEMY_DATABASE_URI = "sqlite://"
