from fastapi import Header, HTTPException

from application import accounts


def viewer(authorization: str | None = Header(default=None)):
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(status_code=401, detail="missing token")
    return accounts.user_for(authorization[6:])
