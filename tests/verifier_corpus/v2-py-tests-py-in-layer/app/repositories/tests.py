from app.repositories.user_repository import UserRepository
from app.routes.users import get_profile
from app.services.profile_service import ProfileService


def test_profile_of_unknown_user_is_none(session):
    assert ProfileService(session).profile("nobody") is None
    assert UserRepository(session).by_username("nobody") is None
    assert get_profile is not None
