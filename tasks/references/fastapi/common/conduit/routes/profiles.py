# feature-file: profiles
from fastapi import APIRouter

from conduit.routes.deps import IdentityDep, OptionalIdentityDep, ServicesDep
from conduit.routes.responses import ProfileResponse, profile

router = APIRouter(prefix="/profiles/{username}", tags=["profiles"])


@router.get("")
def get_profile(username: str, caller: OptionalIdentityDep, services: ServicesDep) -> ProfileResponse:
    viewer = caller.user if caller else None
    return ProfileResponse(profile=profile(services.profiles.get(username, viewer)))


# Clients may send a JSON body with the follow request; it carries nothing and is not read.
@router.post("/follow")
def follow(username: str, caller: IdentityDep, services: ServicesDep) -> ProfileResponse:
    return ProfileResponse(profile=profile(services.profiles.follow(caller.user, username)))


@router.delete("/follow")
def unfollow(username: str, caller: IdentityDep, services: ServicesDep) -> ProfileResponse:
    return ProfileResponse(profile=profile(services.profiles.unfollow(caller.user, username)))
