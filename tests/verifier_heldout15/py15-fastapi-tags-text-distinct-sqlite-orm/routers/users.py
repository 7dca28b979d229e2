from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

import crud
import schemas
from auth import create_access_token
from database import get_db

router = APIRouter()


@router.post("/users", status_code=201)
def register(body: schemas.UserCreateEnvelope, db: Session = Depends(get_db)):
    if crud.get_user_by_email(db, body.user.email):
        raise HTTPException(status_code=409, detail="Email already registered")
    user = crud.create_user(db, body.user)
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image,
                     "token": create_access_token(user.id)}}
