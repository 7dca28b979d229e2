from fastapi import APIRouter, Body, HTTPException
from src.services.user_service import UserService

router = APIRouter()
service = UserService()


@router.post("/users", status_code=201)
async def register(user: dict = Body(..., embed=True)):
    created = await service.register(user["username"], user["email"], user["password"])
    return {"user": {"username": created.username, "email": created.email}}


@router.post("/users/login")
async def login(user: dict = Body(..., embed=True)):
    found = await service.login(user["email"], user["password"])
    if found is None:
        raise HTTPException(status_code=401, detail="invalid credentials")
    return {"user": {"username": found.username, "email": found.email}}
