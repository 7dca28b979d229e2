import jwt
from fastapi import Header, HTTPException

SECRET_KEY = "conduit-secret"


def create_access_token(user_id: int) -> str:
    return jwt.encode({"sub": str(user_id)}, SECRET_KEY, algorithm="HS256")


def get_current_user_id(authorization: str = Header(default="")) -> int:
    try:
        return int(jwt.decode(authorization.removeprefix("Token "), SECRET_KEY, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        raise HTTPException(status_code=401, detail="Could not validate credentials")


def optional_user_id(authorization: str = Header(default="")) -> int | None:
    try:
        return int(jwt.decode(authorization.removeprefix("Token "), SECRET_KEY, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        return None
