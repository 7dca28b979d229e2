from fastapi import APIRouter, Depends
from pydantic import BaseModel
from sqlalchemy.orm import Session

from app.db import get_db
from app.repositories.user_repository import UserRepository
from app.services.user_service import UserService

router = APIRouter()


class NewUser(BaseModel):
    username: str
    email: str
    password: str


class NewUserEnvelope(BaseModel):
    user: NewUser


@router.post("/users", status_code=201)
def register(payload: NewUserEnvelope, db: Session = Depends(get_db)):
    user = UserService(UserRepository(db)).register(**payload.user.model_dump())
    return {"user": {"username": user.username, "email": user.email, "token": ""}}
