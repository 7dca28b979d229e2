import os

# SQLite unless DATABASE_URL says otherwise
SQLALCHEMY_DATABASE_URI = os.environ.get("DATABASE_URL", "sqlite://")
JWT_SECRET_KEY = os.environ.get("JWT_SECRET_KEY", "conduit-jwt")
JWT_HEADER_TYPE = "Token"
JWT_ACCESS_TOKEN_EXPIRES = False
