import sqlite3

from fastapi import APIRouter, Depends
from fastapi.responses import JSONResponse
from pydantic import BaseModel

from app.services.user_service import UserService, get_user_service

router = APIRouter(prefix="/api")


class NewUser(BaseModel):
    username: str
    email: str
    password: str


class NewUserEnvelope(BaseModel):
    user: NewUser


@router.post("/users", status_code=201)
def register(payload: NewUserEnvelope, service: UserService = Depends(get_user_service)):
    try:
        user = service.register(payload.user.username, payload.user.email, payload.user.password)
    except sqlite3.IntegrityError:
        return JSONResponse({"errors": {"username or email": ["has already been taken"]}}, status_code=422)
    return {"user": {"username": user.username, "email": user.email, "bio": None, "image": None}}
