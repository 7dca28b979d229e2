from fastapi import APIRouter, Body, Depends, HTTPException
from app.core.dependencies import get_user_service
from app.services.user_service import UserService

router = APIRouter(tags=["users"])


@router.post("/users", status_code=201)
async def register(user: dict = Body(..., embed=True), service: UserService = Depends(get_user_service)):
    created = await service.register(user["username"], user["email"], user["password"])
    return {"user": {"username": created.username, "email": created.email, "bio": created.bio}}


@router.post("/users/login")
async def login(user: dict = Body(..., embed=True), service: UserService = Depends(get_user_service)):
    found = await service.authenticate(user["email"], user["password"])
    if not found:
        raise HTTPException(401, detail="invalid credentials")
    return {"user": {"username": found.username, "email": found.email}}
