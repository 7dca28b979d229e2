from fastapi import APIRouter, Body, Depends, HTTPException

from app.dependencies import get_user_service
from app.services.user_service import UserAlreadyExists, UserService

router = APIRouter(tags=["users"])


@router.post("/users", status_code=201)
async def register(payload: dict = Body(...), service: UserService = Depends(get_user_service)):
    data = payload["user"]
    try:
        user = await service.register(data["username"], data["email"], data["password"])
    except UserAlreadyExists:
        raise HTTPException(status_code=409, detail="already registered")
    return {"user": {"username": user.username, "email": user.email,
                     "bio": user.bio, "image": user.image, "token": ""}}
