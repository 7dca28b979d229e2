from dataclasses import dataclass


class ProfileNotFound(Exception):
    pass


@dataclass
class ProfileView:
    username: str
    bio: str
    image: str | None
    following: bool


class ProfilesService:
    def __init__(self, users):
        self.users = users

    def get(self, username: str, viewer_id: int | None) -> ProfileView:
        user = self.users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        following = bool(viewer_id) and self.users.following(viewer_id, user.id)
        return ProfileView(user.username, user.bio, user.image, following)

    def follow(self, viewer_id: int, username: str) -> ProfileView:
        user = self.users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        self.users.follow(viewer_id, user.id)
        return ProfileView(user.username, user.bio, user.image, True)
