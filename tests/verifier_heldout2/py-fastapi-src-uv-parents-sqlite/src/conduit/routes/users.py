from fastapi import APIRouter, Body, Depends, HTTPException

from conduit.routes.providers import user_service
from conduit.services.user_service import UserService

router = APIRouter()


@router.post("/users", status_code=201)
def register(payload: dict = Body(...), service: UserService = Depends(user_service)):
    data = payload.get("user", {})
    try:
        user = service.register(data["username"], data["email"], data["password"])
    except ValueError as exc:
        raise HTTPException(422, {"errors": {"body": [str(exc)]}})
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio, "image": user.image, "token": ""}}
