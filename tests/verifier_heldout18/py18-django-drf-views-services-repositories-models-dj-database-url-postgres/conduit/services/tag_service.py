from ..repositories.tag_repository import TagRepository


class TagService:
    def __init__(self, repo=None):
        self.repo = repo or TagRepository()

    def all(self):
        return self.repo.names()
