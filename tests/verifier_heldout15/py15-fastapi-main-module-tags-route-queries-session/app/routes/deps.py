import jwt
from fastapi import Header, HTTPException

SECRET = "conduit-secret"


def viewer_id(authorization: str | None = Header(None)) -> int | None:
    if not authorization or not authorization.startswith("Token "):
        return None
    try:
        return int(jwt.decode(authorization[6:], SECRET, algorithms=["HS256"])["sub"])
    except (jwt.PyJWTError, KeyError, ValueError):
        return None


def require_viewer(authorization: str | None = Header(None)) -> int:
    uid = viewer_id(authorization)
    if uid is None:
        raise HTTPException(401, "unauthorized")
    return uid
