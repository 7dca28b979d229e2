from ..models import ProfileEntity
from ..repositories.follow_repository import FollowRepository
from ..repositories.user_repository import UserRepository
from .errors import AppError


class ProfileService:
    def __init__(self, users=None, follows=None):
        self.users = users or UserRepository()
        self.follows = follows or FollowRepository()

    def get(self, username, viewer=None):
        user = self.users.find_by_username(username)
        if user is None:
            raise AppError("profile not found", 404)
        following = bool(viewer) and self.follows.is_following(viewer.id, user.id)
        return ProfileEntity(user.username, user.bio, user.image, following)

    def get_user(self, username):
        user = self.users.find_by_username(username)
        if user is None:
            raise AppError("profile not found", 404)
        return user
