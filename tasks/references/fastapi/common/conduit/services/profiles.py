# feature-file: profiles
from conduit.models import User
from conduit.repositories import Store
from conduit.services.errors import Invalid, NotFound
from conduit.services.views import ProfileView


class ProfileService:
    def __init__(self, store: Store) -> None:
        self._store = store

    def get(self, username: str, viewer: User | None) -> ProfileView:
        user = self._user(username)
        following = viewer is not None and self._store.users.is_following(viewer.id, user.id)
        return ProfileView(user, following)

    def follow(self, viewer: User, username: str) -> ProfileView:
        user = self._user(username)
        if user.id == viewer.id:
            raise Invalid("you cannot follow yourself")
        self._store.users.follow(viewer.id, user.id)
        self._store.commit()
        return ProfileView(user, following=True)

    def unfollow(self, viewer: User, username: str) -> ProfileView:
        user = self._user(username)
        self._store.users.unfollow(viewer.id, user.id)
        self._store.commit()
        return ProfileView(user, following=False)

    def _user(self, username: str) -> User:
        user = self._store.users.by_username(username)
        if user is None:
            raise NotFound("profile not found")
        return user
