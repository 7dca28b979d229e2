from dataclasses import asdict

from fastapi import APIRouter, HTTPException

from conduit.services.profile_service import ProfileNotFound, get_profile

router = APIRouter()


@router.get("/profiles/{username}")
def read_profile(username: str):
    try:
        return {"profile": asdict(get_profile(username))}
    except ProfileNotFound:
        raise HTTPException(status_code=404, detail="profile not found")
