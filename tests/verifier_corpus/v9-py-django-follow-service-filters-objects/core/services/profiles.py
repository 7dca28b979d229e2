from core.models import Follow, User
from core.repositories.users import UserRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self) -> None:
        self.users = UserRepository()

    def viewer(self, user_id: int | None) -> User | None:
        return self.users.by_id(user_id) if user_id is not None else None

    def profile(self, username: str, viewer: User | None) -> dict:
        target = self.users.by_username(username)
        if target is None:
            raise ProfileNotFound(username)
        following = viewer is not None and Follow.objects.filter(follower=viewer, followed=target).exists()
        return self._shape(target, following)

    def follow(self, username: str, viewer: User) -> dict:
        target = self.users.by_username(username)
        if target is None:
            raise ProfileNotFound(username)
        Follow.objects.get_or_create(follower=viewer, followed=target)
        return self._shape(target, True)

    def unfollow(self, username: str, viewer: User) -> dict:
        target = self.users.by_username(username)
        if target is None:
            raise ProfileNotFound(username)
        Follow.objects.filter(follower=viewer, followed=target).delete()
        return self._shape(target, False)

    @staticmethod
    def _shape(user: User, following: bool) -> dict:
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}
