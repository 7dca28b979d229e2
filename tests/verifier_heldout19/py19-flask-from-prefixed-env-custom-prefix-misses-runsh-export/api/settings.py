class Defaults:
    SQLALCHEMY_DATABASE_URI = "postgresql://postgres:postgres@localhost:5432/conduit"
    SQLALCHEMY_ENGINE_OPTIONS = {"pool_pre_ping": True}
    SECRET_KEY = "conduit-secret"
