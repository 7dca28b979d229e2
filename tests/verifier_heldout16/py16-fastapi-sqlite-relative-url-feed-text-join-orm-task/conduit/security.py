import jwt

SECRET = "conduit"


def user_id_from_header(value):
    if not value or not value.startswith("Token "):
        return None
    try:
        return int(jwt.decode(value[6:], SECRET, algorithms=["HS256"])["sub"])
    except (jwt.PyJWTError, KeyError, ValueError):
        return None
