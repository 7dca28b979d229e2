from fastapi import APIRouter, HTTPException

from conduit.auth import hash_password, token_for, verify_password
from conduit.documents import User

router = APIRouter()


def _out(user: User) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": token_for(user)}}


@router.post("/users", status_code=201)
async def register(payload: dict):
    data = payload.get("user", {})
    if await User.find_one({"$or": [{"email": data.get("email")}, {"username": data.get("username")}]}):
        raise HTTPException(status_code=422, detail={"errors": {"body": ["already taken"]}})
    user = User(username=data["username"], email=data["email"], password_hash=hash_password(data["password"]))
    await user.insert()
    return _out(user)


@router.post("/users/login")
async def login(payload: dict):
    data = payload.get("user", {})
    user = await User.find_one(User.email == data.get("email"))
    if user is None or not verify_password(data.get("password", ""), user.password_hash):
        raise HTTPException(status_code=401, detail={"errors": {"credentials": ["invalid"]}})
    return _out(user)
