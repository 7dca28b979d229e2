import os
import jwt

SECRET = os.environ.get("JWT_SECRET", "conduit-secret")


def viewer_id(request):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        return jwt.decode(header[6:], SECRET, algorithms=["HS256"])["sub"]
    except jwt.PyJWTError:
        return None
