from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from app.crud import users as crud
from app.database import get_db
from app.security import create_access_token, hash_password, verify_password

router = APIRouter()


def _user(user):
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": create_access_token(user.id)}}


@router.post("/users", status_code=201)
def register(body: dict, db: Session = Depends(get_db)):
    data = body["user"]
    if crud.get_user_by_email(db, data["email"]):
        raise HTTPException(status_code=422, detail={"email": ["has already been taken"]})
    return _user(crud.create_user(db, data["username"], data["email"], hash_password(data["password"])))


@router.post("/users/login")
def login(body: dict, db: Session = Depends(get_db)):
    data = body["user"]
    user = crud.get_user_by_email(db, data["email"])
    if not user or not verify_password(data["password"], user.hashed_password):
        raise HTTPException(status_code=401, detail={"credentials": ["invalid"]})
    return _user(user)
