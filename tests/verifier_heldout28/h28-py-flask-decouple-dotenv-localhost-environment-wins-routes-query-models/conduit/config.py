from decouple import config


class Config:
    SECRET_KEY = config("SECRET_KEY", default="conduit")
    TOKEN_TTL_HOURS = config("TOKEN_TTL_HOURS", default=24, cast=int)
    SQLALCHEMY_DATABASE_URI = config("DATABASE_URL")
    SQLALCHEMY_TRACK_MODIFICATIONS = False
