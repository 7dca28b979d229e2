from fastapi import APIRouter, Depends, HTTPException

from app.dependencies import auth_service
from app.services.auth_service import AuthService

router = APIRouter()


@router.post("/users/login")
def login(payload: dict, service: AuthService = Depends(auth_service)):
    data = payload.get("user", {})
    user = service.login(data.get("email", ""), data.get("password", ""))
    if user is None:
        raise HTTPException(401)
    return {"user": {"username": user.username, "email": user.email, "token": ""}}
