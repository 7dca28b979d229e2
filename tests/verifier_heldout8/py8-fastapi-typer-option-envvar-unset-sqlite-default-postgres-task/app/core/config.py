import os

JWT_SECRET = os.environ.get("JWT_SECRET", "conduit-secret")
JWT_EXPIRE_MINUTES = 60 * 24 * 7
