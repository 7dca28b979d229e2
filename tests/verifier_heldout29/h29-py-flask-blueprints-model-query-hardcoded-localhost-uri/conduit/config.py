class Config:
    SQLALCHEMY_DATABASE_URI = "postgresql://postgres:postgres@localhost:5432/conduit"
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    SECRET_KEY = "conduit-secret-key"
