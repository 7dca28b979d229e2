from fastapi import APIRouter, HTTPException

from app.deps import ProfileServiceDep, UserRepositoryDep

router = APIRouter()


@router.get("/profiles/{username}")
def get_profile(username: str, profiles: ProfileServiceDep) -> dict:
    user = profiles.profile(username)
    if user is None:
        raise HTTPException(status_code=404)
    return {"profile": {"username": user.username, "bio": user.bio, "following": False}}


@router.get("/users/{username}/exists")
def user_exists(username: str, users: UserRepositoryDep) -> dict:
    return {"exists": users.by_username(username) is not None}
