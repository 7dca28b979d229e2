from fastapi import APIRouter, Depends, HTTPException, status

from ..schemas import LoginEnvelope, NewUserEnvelope
from ..services.user_service import UserError, UserService
from ..services.providers import get_user_service

router = APIRouter(tags=["users"])


@router.post("/users", status_code=status.HTTP_201_CREATED)
async def register(body: NewUserEnvelope, service: UserService = Depends(get_user_service)):
    try:
        return await service.register(body.user.username, body.user.email, body.user.password)
    except UserError as exc:
        raise HTTPException(status_code=exc.status, detail=exc.message)


@router.post("/users/login")
async def login(body: LoginEnvelope, service: UserService = Depends(get_user_service)):
    try:
        return await service.login(body.user.email, body.user.password)
    except UserError as exc:
        raise HTTPException(status_code=exc.status, detail=exc.message)
