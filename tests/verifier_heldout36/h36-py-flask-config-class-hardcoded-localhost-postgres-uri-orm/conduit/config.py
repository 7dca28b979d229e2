class Config:
    SECRET_KEY = "change-me"
    SQLALCHEMY_DATABASE_URI = "postgresql://postgres:postgres@localhost:5432/conduit"
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    JWT_EXPIRATION_DAYS = 7
