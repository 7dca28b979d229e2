from fastapi import Depends, Header

from conduit.entities import User
from conduit.use_cases.accounts import Accounts
from conduit.use_cases.errors import UseCaseError
from conduit.use_cases.factory import accounts


def required_user(authorization: str = Header(""), acc: Accounts = Depends(accounts)) -> User:
    scheme, _, token = authorization.partition(" ")
    if scheme != "Token" or not token:
        raise UseCaseError("missing token", 401)
    return acc.authenticate(token)


def optional_user(authorization: str = Header(""), acc: Accounts = Depends(accounts)) -> User | None:
    scheme, _, token = authorization.partition(" ")
    return acc.authenticate(token) if scheme == "Token" and token else None
