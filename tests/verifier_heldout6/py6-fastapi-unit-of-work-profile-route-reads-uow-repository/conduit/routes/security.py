from fastapi import Depends, Header, HTTPException

from conduit.repositories.unit_of_work import UnitOfWork, get_uow
from conduit.services import auth


async def optional_user(authorization: str | None = Header(None), uow: UnitOfWork = Depends(get_uow)):
    if not authorization:
        return None
    scheme, _, token = authorization.partition(" ")
    if scheme not in ("Token", "Bearer") or not token:
        return None
    return await auth.user_from_token(uow, token)


async def required_user(user=Depends(optional_user)):
    if user is None:
        raise HTTPException(status_code=401, detail={"errors": {"body": ["unauthorized"]}})
    return user
