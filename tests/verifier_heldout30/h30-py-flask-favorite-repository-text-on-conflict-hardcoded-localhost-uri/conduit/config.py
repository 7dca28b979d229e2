class Config:
    SQLALCHEMY_DATABASE_URI = "postgresql://postgres:postgres@localhost:5432/conduit"
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    JWT_SECRET = "conduit-jwt-secret"
    JWT_EXPIRES_HOURS = 24
