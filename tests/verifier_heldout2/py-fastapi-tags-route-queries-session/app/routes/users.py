from fastapi import APIRouter, Body, Depends
from sqlalchemy.orm import Session

from app.database import get_db
from app.services import users as service

router = APIRouter()


@router.post("/users", status_code=201)
def register(body: dict = Body(...), db: Session = Depends(get_db)):
    u = body["user"]
    user = service.register(db, u["username"], u["email"], u["password"])
    return {"user": {"username": user.username, "email": user.email}}
