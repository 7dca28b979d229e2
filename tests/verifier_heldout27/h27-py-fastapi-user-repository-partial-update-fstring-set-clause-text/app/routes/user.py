from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel

from app.routes.auth import require_user_id
from app.services.user_service import UserNotFound, UserService

router = APIRouter()
service = UserService()


class UserUpdate(BaseModel):
    email: str | None = None
    username: str | None = None
    password: str | None = None
    bio: str | None = None
    image: str | None = None


class UserUpdateBody(BaseModel):
    user: UserUpdate


@router.get("/user")
def current_user(user_id: int = Depends(require_user_id)) -> dict:
    try:
        return {"user": service.current(user_id)}
    except UserNotFound:
        raise HTTPException(status_code=404, detail="user not found")


@router.put("/user")
def update_user(body: UserUpdateBody, user_id: int = Depends(require_user_id)) -> dict:
    try:
        return {"user": service.update(user_id, body.user.model_dump(exclude_unset=True))}
    except UserNotFound:
        raise HTTPException(status_code=404, detail="user not found")
