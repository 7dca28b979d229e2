from dataclasses import dataclass

from blog.repositories.profiles import ProfileRepository


@dataclass
class ProfileView:
    username: str
    bio: str
    image: str | None
    following: bool


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, repository: ProfileRepository | None = None) -> None:
        self.repository = repository or ProfileRepository()

    def get(self, username: str, viewer_id: int | None) -> ProfileView:
        user = self.repository.user_named(username)
        if user is None:
            raise ProfileNotFound(username)
        following = viewer_id is not None and self.repository.follows(viewer_id, user.id)
        return ProfileView(user.username, "", None, following)
