from typing import Annotated

from fastapi import APIRouter, Body, Depends

from conduit.models import User
from conduit.routers.deps import current_user, get_user_service
from conduit.services.users import UserService

router = APIRouter(prefix="/api")
Service = Annotated[UserService, Depends(get_user_service)]


def render(user: User) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": UserService.token(user)}}


@router.get("/health-check")
async def health_check():
    return {"status": "ok"}


@router.post("/users", status_code=201)
async def register(service: Service, user: dict = Body(..., embed=True)):
    return render(await service.register(user["username"], user["email"], user["password"]))


@router.post("/users/login")
async def login(service: Service, user: dict = Body(..., embed=True)):
    return render(await service.login(user["email"], user["password"]))


@router.get("/user")
async def me(user: Annotated[User, Depends(current_user)]):
    return render(user)
