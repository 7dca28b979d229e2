from conduit.repositories.profile_repository import ProfileRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, repo: ProfileRepository):
        self.repo = repo

    def view(self, username: str, viewer: str | None) -> dict:
        profile = self.repo.get(username)
        if profile is None:
            raise ProfileNotFound(username)
        return {"username": profile.username, "bio": profile.bio, "image": profile.image,
                "following": viewer in profile.followers}

    def follow(self, username: str, viewer: str) -> dict:
        if self.repo.get(username) is None:
            raise ProfileNotFound(username)
        self.repo.add_follower(username, viewer)
        return self.view(username, viewer)

    def unfollow(self, username: str, viewer: str) -> dict:
        if self.repo.get(username) is None:
            raise ProfileNotFound(username)
        self.repo.remove_follower(username, viewer)
        return self.view(username, viewer)
