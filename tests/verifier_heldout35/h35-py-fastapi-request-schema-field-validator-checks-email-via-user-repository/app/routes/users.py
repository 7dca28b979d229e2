from fastapi import APIRouter, Depends, HTTPException

from app.dependencies import get_user_service
from app.routes.schemas import NewUserEnvelope
from app.services.user_service import UsernameTaken, UserService

router = APIRouter()


@router.post("/users", status_code=201)
def register(payload: NewUserEnvelope, service: UserService = Depends(get_user_service)):
    try:
        user = service.register(payload.user.username, payload.user.email, payload.user.password)
    except UsernameTaken:
        raise HTTPException(422, detail={"errors": {"username": ["has already been taken"]}})
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio,
                     "image": user.image, "token": ""}}
