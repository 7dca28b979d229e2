from fastapi import APIRouter, Depends, HTTPException, status
from pydantic import BaseModel

from app.api.deps import get_token, get_user_service
from app.schemas.user import LoginUser, NewUser, UpdateUser, UserOut
from app.services.user_service import InvalidCredentials, UserAlreadyExists, UserService

router = APIRouter(tags=["users"])


class NewUserBody(BaseModel):
    user: NewUser


class LoginBody(BaseModel):
    user: LoginUser


class UpdateBody(BaseModel):
    user: UpdateUser


class UserEnvelope(BaseModel):
    user: UserOut


@router.post("/users", status_code=status.HTTP_201_CREATED, response_model=UserEnvelope)
async def register(body: NewUserBody, service: UserService = Depends(get_user_service)):
    try:
        return {"user": await service.register(body.user)}
    except UserAlreadyExists:
        raise HTTPException(status_code=422, detail={"errors": {"username": ["has already been taken"]}})


@router.post("/users/login", response_model=UserEnvelope)
async def login(body: LoginBody, service: UserService = Depends(get_user_service)):
    try:
        return {"user": await service.login(body.user)}
    except InvalidCredentials:
        raise HTTPException(status_code=401, detail={"errors": {"credentials": ["invalid"]}})


@router.get("/user", response_model=UserEnvelope)
async def current_user(token: str = Depends(get_token), service: UserService = Depends(get_user_service)):
    try:
        return {"user": await service.current(token)}
    except Exception:
        raise HTTPException(status_code=401, detail="invalid token")


@router.put("/user", response_model=UserEnvelope)
async def update_user(body: UpdateBody, token: str = Depends(get_token), service: UserService = Depends(get_user_service)):
    return {"user": await service.update(token, body.user)}
