from fastapi import APIRouter, HTTPException

from app.container import UserServiceDep
from app.services.user_service import EmailTaken

router = APIRouter()


@router.post("/users", status_code=201)
def register(payload: dict, service: UserServiceDep):
    data = payload["user"]
    try:
        user = service.register(data["username"], data["email"], data["password"])
    except EmailTaken:
        raise HTTPException(422, detail={"errors": {"email": ["has already been taken"]}})
    return {"user": {"username": user.username, "email": user.email, "token": "", "bio": None, "image": None}}
