from fastapi import APIRouter, Depends, HTTPException
from fastapi.responses import JSONResponse
from sqlalchemy.orm import Session

from app.database import get_db
from app.deps import current_user
from app.application.user_service import UserError, UserService

router = APIRouter()


def user_json(user, token: str) -> dict:
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio, "image": user.image, "token": token}}


@router.post("/users", status_code=201)
def register(body: dict, db: Session = Depends(get_db)):
    data = body.get("user") or {}
    try:
        user, token = UserService(db).register(data.get("username", ""), data.get("email", ""), data.get("password", ""))
    except UserError as exc:
        return JSONResponse(status_code=409, content={"errors": {exc.field: [exc.message]}})
    return user_json(user, token)


@router.post("/users/login")
def login(body: dict, db: Session = Depends(get_db)):
    data = body.get("user") or {}
    try:
        user, token = UserService(db).login(data.get("email", ""), data.get("password", ""))
    except UserError:
        return JSONResponse(status_code=401, content={"errors": {"credentials": ["invalid"]}})
    return user_json(user, token)


@router.get("/profiles/{username}")
def profile(username: str, db: Session = Depends(get_db)):
    user = UserService(db).profile(username)
    if user is None:
        raise HTTPException(status_code=404, detail="profile not found")
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": False}}
