from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from .. import crud, schemas
from ..database import get_db

router = APIRouter()


@router.post("/users", status_code=201)
def register(body: schemas.UserCreateBody, db: Session = Depends(get_db)):
    if crud.get_user_by_email(db, body.user.email):
        raise HTTPException(status_code=422, detail={"errors": {"email": ["has already been taken"]}})
    user = crud.create_user(db, body.user)
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio, "image": user.image, "token": ""}}
