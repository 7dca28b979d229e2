from typing import Optional

from fastapi import Header, HTTPException, status


def get_token(authorization: Optional[str] = Header(default=None)) -> str:
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(status_code=status.HTTP_401_UNAUTHORIZED, detail="missing token")
    return authorization.removeprefix("Token ")
