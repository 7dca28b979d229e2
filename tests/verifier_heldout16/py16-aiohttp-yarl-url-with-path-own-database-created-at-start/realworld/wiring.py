from realworld.infra.database import POOL
from realworld.repositories.profiles import ProfileRepository
from realworld.services.profiles import ProfileService


def profile_service(app) -> ProfileService:
    return ProfileService(ProfileRepository(app[POOL]))
