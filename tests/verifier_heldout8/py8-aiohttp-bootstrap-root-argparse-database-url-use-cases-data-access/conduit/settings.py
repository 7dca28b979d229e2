import os

JWT_SECRET = os.environ.get("JWT_SECRET", "conduit-aiohttp-secret")
