from conduit.extensions import db
from conduit.models import Follow, User
from conduit.repositories.users import UserRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, users: UserRepository) -> None:
        self.users = users

    def _target(self, username: str) -> User:
        user = self.users.get_by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        return user

    def _is_following(self, viewer_id: int | None, target_id: int) -> bool:
        if viewer_id is None:
            return False
        # No follow repository was written: the service asks the model directly.
        return Follow.query.filter_by(follower_id=viewer_id, followed_id=target_id).first() is not None

    def get(self, username: str, viewer_id: int | None) -> dict:
        user = self._target(username)
        return self._shape(user, self._is_following(viewer_id, user.id))

    def follow(self, username: str, viewer_id: int) -> dict:
        user = self._target(username)
        if not self._is_following(viewer_id, user.id):
            db.session.add(Follow(follower_id=viewer_id, followed_id=user.id))
            db.session.commit()
        return self._shape(user, True)

    def unfollow(self, username: str, viewer_id: int) -> dict:
        user = self._target(username)
        Follow.query.filter_by(follower_id=viewer_id, followed_id=user.id).delete()
        db.session.commit()
        return self._shape(user, False)

    @staticmethod
    def _shape(user: User, following: bool) -> dict:
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}


def profile_service() -> ProfileService:
    return ProfileService(UserRepository())
