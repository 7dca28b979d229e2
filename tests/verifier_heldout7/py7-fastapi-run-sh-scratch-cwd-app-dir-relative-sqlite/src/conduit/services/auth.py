import jwt
from fastapi import HTTPException

from conduit.settings import settings


def user_id_from_header(authorization: str | None) -> int:
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(status_code=401, detail="unauthorized")
    try:
        return int(jwt.decode(authorization[6:], settings.secret_key, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        raise HTTPException(status_code=401, detail="unauthorized")
