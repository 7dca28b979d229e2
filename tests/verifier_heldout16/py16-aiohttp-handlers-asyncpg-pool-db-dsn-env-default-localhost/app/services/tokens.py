import jwt

SECRET = "conduit"


def issue(user_id: int) -> str:
    return jwt.encode({"id": user_id}, SECRET, algorithm="HS256")


def read(header: str | None) -> int | None:
    if not header or not header.startswith("Token "):
        return None
    try:
        return jwt.decode(header[6:], SECRET, algorithms=["HS256"])["id"]
    except jwt.PyJWTError:
        return None
