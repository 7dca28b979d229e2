from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from app import crud
from app.database import get_db
from app.security import check_password, create_token, hash_password

router = APIRouter()


def _out(user):
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": create_token(user.id)}}


@router.post("/users", status_code=201)
def register(payload: dict, db: Session = Depends(get_db)):
    data = payload.get("user", {})
    if crud.get_user_by_email(db, data.get("email", "")):
        raise HTTPException(status_code=422, detail={"email": ["has already been taken"]})
    user = crud.create_user(db, username=data["username"], email=data["email"],
                            password_hash=hash_password(data["password"]))
    return _out(user)


@router.post("/users/login")
def login(payload: dict, db: Session = Depends(get_db)):
    data = payload.get("user", {})
    user = crud.get_user_by_email(db, data.get("email", ""))
    if user is None or not check_password(data.get("password", ""), user.password_hash):
        raise HTTPException(status_code=401, detail={"credentials": ["invalid"]})
    return _out(user)
