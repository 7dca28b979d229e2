from src.data.profile_repository import ProfileRepository


class ProfileService:
    def __init__(self, repo: ProfileRepository | None = None):
        self.repo = repo or ProfileRepository()

    def get(self, username: str, viewer_id: int | None = None):
        return self.repo.find(username, viewer_id)

    def follow(self, username: str, viewer_id: int):
        profile = self.repo.find(username, viewer_id)
        if profile is None:
            return None
        self.repo.follow(viewer_id, profile.id)
        return self.repo.find(username, viewer_id)
