import jwt
from fastapi import HTTPException

from api.settings import JWT_SECRET


def user_id_from_header(header: str) -> int:
    try:
        return int(jwt.decode(header.removeprefix("Token "), JWT_SECRET, algorithms=["HS256"])["sub"])
    except (jwt.PyJWTError, KeyError, ValueError):
        raise HTTPException(401, "invalid token")
