class BaseConfig:
    SECRET_KEY = "realworld-secret"
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    JSON_SORT_KEYS = False


class DevelopmentConfig(BaseConfig):
    DEBUG = True
    SQLALCHEMY_DATABASE_URI = "sqlite:///dev.db"


class ProductionConfig(BaseConfig):
    SQLALCHEMY_DATABASE_URI = "postgresql://user:password@localhost:5432/conduit"
    SQLALCHEMY_ENGINE_OPTIONS = {"pool_size": 10, "pool_pre_ping": True}
