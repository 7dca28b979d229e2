from fastapi import APIRouter, Depends, HTTPException
from passlib.hash import pbkdf2_sha256
from sqlalchemy.orm import Session

from src.database import get_db
from src.repositories.user_repository import UserRepository
from src.services.user_service import EmailTaken, UserService

router = APIRouter(prefix="/api")


def _user(u):
    return {"user": {"username": u.username, "email": u.email, "bio": u.bio, "image": u.image,
                     "token": "t"}}


@router.post("/users", status_code=201)
def register(body: dict, db: Session = Depends(get_db)):
    data = body["user"]
    try:
        user = UserService(UserRepository(db)).register(data["username"], data["email"],
                                                        data["password"])
    except EmailTaken:
        raise HTTPException(422, detail={"errors": {"email": ["has already been taken"]}})
    return _user(user)


@router.post("/users/login")
def login(body: dict, db: Session = Depends(get_db)):
    data = body["user"]
    user = UserRepository(db).get_by_email(data["email"])
    if user is None or not pbkdf2_sha256.verify(data["password"], user.hashed_password):
        raise HTTPException(401, detail="invalid credentials")
    return _user(user)
