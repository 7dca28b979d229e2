from fastapi import APIRouter, Body, Depends

from .security import accounts, required_user

router = APIRouter(tags=["users"])


def as_json(user) -> dict:
    return {"user": {"email": user.email, "token": accounts.issue_token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@router.post("/users", status_code=201)
async def register(user: dict = Body(..., embed=True)):
    return as_json(await accounts.register(user.get("username"), user.get("email"), user.get("password")))


@router.post("/users/login")
async def login(user: dict = Body(..., embed=True)):
    return as_json(await accounts.login(user.get("email", ""), user.get("password", "")))


@router.get("/user")
async def me(user=Depends(required_user)):
    return as_json(user)


@router.put("/user")
async def update_me(user: dict = Body(..., embed=True), me=Depends(required_user)):
    return as_json(await accounts.update(me, user))
