from fastapi import Depends, Header, HTTPException

from ...usecases.accounts import Accounts

accounts = Accounts()


async def optional_user(authorization: str | None = Header(None)):
    if authorization and authorization.startswith("Token "):
        return await accounts.authenticate_token(authorization[6:])
    return None


async def required_user(user=Depends(optional_user)):
    if user is None:
        raise HTTPException(status_code=401, detail="unauthorized")
    return user
