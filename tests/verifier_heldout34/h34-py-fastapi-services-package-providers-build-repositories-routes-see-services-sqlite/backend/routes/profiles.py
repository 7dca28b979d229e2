from dataclasses import asdict

from fastapi import APIRouter, HTTPException

from backend.services import Profiles
from backend.services.profiles import ProfileNotFound

router = APIRouter()


@router.get("/profiles/{username}")
def get_profile(username: str, profiles: Profiles):
    try:
        return {"profile": asdict(profiles.get(username, None))}
    except ProfileNotFound:
        raise HTTPException(404, detail="profile not found")


@router.post("/profiles/{username}/follow")
def follow(username: str, profiles: Profiles):
    try:
        return {"profile": asdict(profiles.follow(1, username))}
    except ProfileNotFound:
        raise HTTPException(404, detail="profile not found")
