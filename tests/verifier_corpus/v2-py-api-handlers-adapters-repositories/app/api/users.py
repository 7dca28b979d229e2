from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel

from app.deps import user_service
from app.services.user_service import UserService

router = APIRouter()


class Registration(BaseModel):
    username: str
    email: str
    password: str


@router.post("/users", status_code=201)
def register(body: Registration, users: UserService = Depends(user_service)):
    try:
        user = users.register(body.username, body.email, body.password)
    except ValueError:
        raise HTTPException(422, "taken")
    return {"user": {"username": user.username, "email": user.email}}
